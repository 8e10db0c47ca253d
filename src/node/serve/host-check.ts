import { isIP } from 'node:net';

/**
 * Which `Host` headers a server answers. A browser tricked by DNS rebinding sends the
 * attacker's name (`evil.example:4173`) to our loopback address; refusing every name but
 * the ones the server is really reached by stops it reading the site or the live-reload
 * channel.
 */
export interface HostPolicy {
  port: number;
  /** Lowercase host names or address literals (IPv6 in brackets), without the port. */
  names: ReadonlySet<string>;
}

/** Every spelling of this machine's own loopback. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1';
}

const isWildcard = (address: string) => ['0.0.0.0', '::', '[::]', ''].includes(address);

/** An address as it appears in a `Host` header: IPv6 literals in brackets, lowercase. */
export function hostLiteral(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  return isIP(bare) === 6 ? `[${bare}]` : bare;
}

export interface HostPolicyInput {
  /** The address the server was asked to bind (`127.0.0.1`, `localhost`, `0.0.0.0`, `192.168.1.5`...). */
  boundHost: string;
  port: number;
  /** Names the user allowed on top (`--allow-host docs.local`). */
  allowedHosts?: readonly string[];
  /** This machine's interface addresses, used when bound to every interface. */
  interfaceAddresses?: readonly string[];
}

/**
 * The bound host and its equivalents: all loopback spellings when bound to loopback, every
 * interface address (and loopback) when bound to all interfaces, else only the address
 * itself. Names added with `allowedHosts` are accepted too.
 */
export function hostPolicy(input: HostPolicyInput): HostPolicy {
  const names = new Set<string>([hostLiteral(input.boundHost)]);
  if (isLoopbackAddress(input.boundHost) || isWildcard(input.boundHost)) for (const name of LOOPBACK_NAMES) names.add(name);
  if (isWildcard(input.boundHost)) for (const address of input.interfaceAddresses ?? []) names.add(hostLiteral(address));
  for (const name of input.allowedHosts ?? []) names.add(hostLiteral(name));
  names.delete('');
  names.delete('0.0.0.0');
  names.delete('[::]');
  return { port: input.port, names };
}

/** Splits `name:port` / `[v6]:port`; null when the header is not a host at all. */
export function parseHostHeader(header: string): { name: string; port: number | null } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i.exec(header.trim());
  if (!match) return null;
  return { name: match[1]!.toLowerCase(), port: match[2] === undefined ? null : Number(match[2]) };
}

/** Whether a request's `Host` header names this server. A missing header is refused. */
export function isAllowedHost(header: string | undefined, policy: HostPolicy): boolean {
  if (!header) return false;
  const parsed = parseHostHeader(header);
  if (!parsed) return false;
  const port = parsed.port ?? 80;
  return port === policy.port && policy.names.has(parsed.name);
}

/**
 * Whether an `Origin` header belongs to this server. Browsers leave it out of same-origin
 * GET requests (an `EventSource` on the page's own server), so absent is fine; any other
 * origin, `null` included, is foreign.
 */
export function isOwnOrigin(origin: string | undefined, policy: HostPolicy): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && url.pathname === '/' && isAllowedHost(url.host, policy);
}
