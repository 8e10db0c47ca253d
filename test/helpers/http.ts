import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Send no Host header at all (HTTP/1.0 style). */
  omitHost?: boolean;
}

/**
 * One HTTP request with the path sent exactly as given (`fetch` would normalise `..` away)
 * and full control of the headers, Host included.
 */
export function rawRequest(port: number, path: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
        setHost: !options.omitHost,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    if (options.omitHost) request.removeHeader('host');
    request.on('error', reject);
    request.end();
  });
}

/** Writes bytes to a fresh connection and returns everything the server sends back before closing. */
export function rawExchange(port: number, bytes: string | Buffer, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.on('error', (caught: NodeJS.ErrnoException) => {
      if (caught.code === 'ECONNRESET') return;
      clearTimeout(timer);
      reject(caught);
    });
    socket.write(bytes);
  });
}

/** A port nobody listens on, so the site can be built for the address it will be served at. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
