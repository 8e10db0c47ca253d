import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../src/node/serve/reply';
import { startSiteServer, type SiteServer } from '../../src/node/serve/site-server';

// `serve` and `dev` answered a client that ran out of time for its headers with a FIN
// (`socket.end`) and left the connection half open: a client that kept sending one header byte
// now and then held its socket for as long as it liked (500 such sockets were all open after
// 75 s). The server both commands run must let such a client go once its time is up.
describe('regression: slow-header sockets are closed once the headers time is up', () => {
  let server: SiteServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /**
   * A client that sends a request's first line, then one header byte every `everyMs`, never
   * finishing; it keeps its side open when the server closes its own (as a slow-loris does).
   * Resolves with what the server sent once the connection is closed.
   */
  const trickle = (port: number, everyMs: number) =>
    new Promise<string>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      // Writing to a connection the server has destroyed fails (ECONNRESET, EPIPE): that is the point.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.on('connect', () => {
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write('a');
        }, everyMs);
      });
    });

  it('closes every trickling connection with a 408, and still answers a normal request', async () => {
    server = await startSiteServer({ steps: [() => text(200, 'hello')], timeouts: { headersMs: 300, requestMs: 600 } });
    const { port } = server;
    const clients = Array.from({ length: 5 }, () => trickle(port, 50));
    // A bound far above the 300 ms given (and below the 10 s a real server gives): a connection
    // the server never lets go fails here rather than hanging the test.
    let deadline: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      Promise.all(clients),
      new Promise<'still open'>((resolve) => (deadline = setTimeout(() => resolve('still open'), 8_000))),
    ]).finally(() => clearTimeout(deadline));
    expect(outcome).not.toBe('still open');
    for (const received of outcome as string[]) expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);

    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('hello');
  });

  it('still answers 400 to a request it cannot parse, and closes the connection', async () => {
    server = await startSiteServer({ steps: [() => text(200, 'hello')] });
    const received = await new Promise<string>((resolve) => {
      const socket = net.connect({ port: server!.port, host: '127.0.0.1' });
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(data));
      socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});
