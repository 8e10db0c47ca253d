import type { IncomingHttpHeaders } from 'node:http';
import type { HostPolicy } from './host-check';

/** A request that passed the server's checks: its host is ours, its method GET or HEAD, its path safe. */
export interface SiteRequest {
  method: 'GET' | 'HEAD';
  /** Decoded path; never holds `..`, `.`, a backslash or NUL. */
  path: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** `?...` or `''`. */
  search: string;
  headers: IncomingHttpHeaders;
  /** The hosts this server answers, for steps that check an `Origin`. */
  hostPolicy: HostPolicy;
}

/** Bytes in memory: compressed when the client accepts it, validated with an ETag. */
export interface BytesReply {
  type: 'bytes';
  status: number;
  contentType: string;
  cacheControl: string;
  /**
   * The body, or a way to read it only when needed: a 304, or a compressed copy already in
   * the cache, never touches the disk.
   */
  body: Uint8Array | (() => Promise<Uint8Array>);
  /** Bytes in the body. */
  size: number;
  /** A hash of the body; becomes the ETag (one per content coding) and the compression cache key. */
  tag: string | null;
}

/** A file too large to keep in memory, streamed from disk as it is. */
export interface FileReply {
  type: 'file';
  status: number;
  contentType: string;
  cacheControl: string;
  file: string;
  size: number;
  tag: string;
}

export interface RedirectReply {
  type: 'redirect';
  status: 301 | 302 | 307 | 308;
  /** The target; characters a URL may not hold are percent-encoded when it is sent. */
  location: string;
}

/** A short plain-text answer: errors and refusals. */
export interface TextReply {
  type: 'text';
  status: number;
  text: string;
  headers?: Record<string, string>;
}

export type Reply = BytesReply | FileReply | RedirectReply | TextReply;

/**
 * One stage of a server's request pipeline: answers the request, or returns null to let the
 * next step try. A server is its list of steps, so a feature such as `_redirects` is one more
 * step put in the right place.
 */
export type RequestStep = (request: SiteRequest) => Reply | null | Promise<Reply | null>;

export const text = (status: number, body: string, headers?: Record<string, string>): TextReply => ({
  type: 'text',
  status,
  text: body,
  ...(headers && { headers }),
});
