import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encodeUrl } from '../routing/percent-encoding';
import { createByteCache } from './byte-cache';
import { chooseEncoding, etagMatches, isCompressible, type Encoding } from './negotiate';
import type { BytesReply, FileReply, Reply } from './reply';

/** Bodies smaller than this gain less from compression than the header costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses bodies once per content and coding, keeping the results within a byte budget. */
export interface Compressor {
  compress(body: () => Promise<Uint8Array>, encoding: Encoding, tag: string | null): Promise<Uint8Array>;
}

export function createCompressor(maxBytes = 64 * 1024 * 1024): Compressor {
  const cache = createByteCache<Uint8Array>(maxBytes);
  // Concurrent first requests for one file share a single compression.
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const run = async (read: () => Promise<Uint8Array>, encoding: Encoding): Promise<Uint8Array> => {
    const body = await read();
    return encoding === 'br'
      ? // Quality 6 compresses a page in about a millisecond, within a few percent of 11.
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : gzip(body, { level: 6 });
  };
  return {
    compress(body, encoding, tag) {
      if (tag === null) return run(body, encoding);
      const key = `${tag}:${encoding}`;
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = run(body, encoding).then(
        (compressed) => {
          inFlight.delete(key);
          cache.set(key, compressed, compressed.byteLength);
          return compressed;
        },
        (caught: unknown) => {
          inFlight.delete(key);
          throw caught;
        },
      );
      inFlight.set(key, started);
      return started;
    },
  };
}

const quoted = (tag: string, encoding: Encoding | null) => `"${tag}${encoding ? `-${encoding}` : ''}"`;

/** Headers every answer carries: no content sniffing, and never a CORS grant. */
function baseHeaders(response: ServerResponse): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
}

async function sendBytes(request: IncomingMessage, response: ServerResponse, reply: BytesReply, compressor: Compressor | null): Promise<void> {
  let loaded = typeof reply.body === 'function' ? null : reply.body;
  const read = async () => (loaded ??= await (reply.body as () => Promise<Uint8Array>)());
  const compressible = compressor !== null && isCompressible(reply.contentType) && reply.size >= MIN_COMPRESSIBLE_BYTES;
  const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
  response.setHeader('Content-Type', reply.contentType);
  response.setHeader('Cache-Control', reply.cacheControl);
  if (compressible) response.setHeader('Vary', 'Accept-Encoding');
  if (reply.status === 200 && reply.tag !== null) {
    const etag = quoted(reply.tag, encoding);
    response.setHeader('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      response.writeHead(304).end();
      return;
    }
  }
  if (!encoding && request.method === 'HEAD') {
    response.setHeader('Content-Length', reply.size);
    response.writeHead(reply.status).end();
    return;
  }
  const body = encoding && compressor ? await compressor.compress(read, encoding, reply.tag) : await read();
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.byteLength);
  response.writeHead(reply.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function sendFile(request: IncomingMessage, response: ServerResponse, reply: FileReply): void {
  response.setHeader('Content-Type', reply.contentType);
  response.setHeader('Cache-Control', reply.cacheControl);
  if (reply.status === 200) {
    const etag = quoted(reply.tag, null);
    response.setHeader('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      response.writeHead(304).end();
      return;
    }
  }
  response.setHeader('Content-Length', reply.size);
  response.writeHead(reply.status);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(reply.file)
    .on('error', () => response.destroy())
    .pipe(response);
}

/** Writes a reply: conditional requests, content coding and the headers each kind needs. */
export async function sendReply(request: IncomingMessage, response: ServerResponse, reply: Reply, compressor: Compressor | null): Promise<void> {
  baseHeaders(response);
  switch (reply.type) {
    case 'bytes':
      return sendBytes(request, response, reply, compressor);
    case 'file':
      return sendFile(request, response, reply);
    case 'redirect':
      // Whatever a step built the target from, the header holds a valid URL: no raw byte, no CR/LF.
      response.writeHead(reply.status, { Location: encodeUrl(reply.location), 'Cache-Control': 'no-cache', 'Content-Length': 0 }).end();
      return;
    case 'text': {
      const body = `${reply.text}\n`;
      response
        .writeHead(reply.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Length': Buffer.byteLength(body),
          ...reply.headers,
        })
        .end(request.method === 'HEAD' ? undefined : body);
      return;
    }
  }
}
