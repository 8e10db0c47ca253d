import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTemporaryFolders, copyFixture } from '../helpers/fixture';
import { rawExchange, rawRequest } from '../helpers/http';
import { fuzzSeed, seededRandom, type SeededRandom } from '../helpers/seeded-random';
import { buildAndServe, type ServedSite } from '../helpers/site';

/**
 * Random request lines and headers against a served build: whatever arrives, the server answers
 * with less than 500, every redirect's `Location` is a valid URL on this host, and the server
 * keeps answering. A failure prints its seed; `FUZZ_SEED=<seed>` replays the same requests.
 */

const REQUESTS = 1500;
const CONCURRENCY = 8;
/** Characters a URL holds as they are: what every `Location` must be made of. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

let site: ServedSite;
let port: number;

beforeAll(async () => {
  site = await buildAndServe(await copyFixture('basic'));
  port = site.server.port;
});

afterAll(async () => {
  await site?.close();
  await cleanupTemporaryFolders();
});

const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0')}`;
const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Pieces of a path a well-formed request line may hold, that the server's steps get to see. */
const PLAIN_PIECES: ((random: SeededRandom) => string)[] = [
  (random) => random.pick(['api', 'api-docs', 'joy-ui', 'about', 'assets', 'static', 'getting-started', 'index.html', '404.html', 'sw.js', 'robots.txt', '_headers', '_redirects', '.docs-site-shard.json', '.well-known']),
  // An escaped ASCII byte: controls, CR/LF, `%`, `/`, `.`, `?`, `#`, space.
  (random) => hex(random.pick([1 + random.int(127), 0x0d, 0x0a, 0x25, 0x2f, 0x2e, 0x3f, 0x23, 0x20])),
  // A code point as valid UTF-8 escapes: accents, the euro sign, CJK, emoji, bidi and BOM marks.
  (random) => encodeURIComponent(String.fromCodePoint(random.pick([0xe9, 0x20ac, 0x4e2d, 0x1f600, 0x202e, 0xfeff, 0x7f, 0x85, random.int(0xd7ff) + 1]))),
  (random) => random.pick(['~', '*', ';x=1', ':', '@', '+', "'", '!', '$', '"', '{', '|', '^', '`', 'a..b', '...']),
  // Long: past a file name's limit, or past the header limit.
  (random) => 'x'.repeat(random.pick([255, 256, 1000, 4096, 20_000])),
  (random) => random.pick(['?', '#', '?a=1&b=%', '?x=%0d%0a', '#frag', '??', '?"<>']),
  (random) => {
    const alphabet = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.'];
    let word = '';
    for (let i = random.int(12) + 1; i > 0; i -= 1) word += random.pick(alphabet);
    return word;
  },
];

/** Pieces a request line may hold but no site path: dot segments, broken UTF-8 and broken escapes. */
const REFUSED_PIECES: ((random: SeededRandom) => string)[] = [
  (random) => random.pick(['/../', '/./', '..', '.', '..%2f', '%2e%2e', '.%2e', '%2e', '%00', '%5c', '\\']),
  (random) => random.pick(['%C3', '%FF%FE', '%E2%82', '%ED%A0%80', '%C0%AE', '%', '%z', '%%', '%2', '%G0', hex(128 + random.int(128))]),
];

/** Bytes no request line may hold: raw controls, raw UTF-8, raw Latin-1, spaces. */
const HOSTILE_PIECES: ((random: SeededRandom) => Buffer)[] = [
  (random) => Buffer.from([random.pick([0x00, 0x09, 0x0b, 0x0d, 0x7f, 0x80, 0xc3, 0xe9, 0xff, 0x3c])]),
  (random) => Buffer.from(random.pick(['é', '€', '中文', '😀', 'a b']), 'utf8'),
];

function randomTarget(random: SeededRandom, hostile: boolean): Buffer {
  const start = hostile ? random.pick(['', '*', 'http://evil.example/', 'a/', '/']) : random.pick(['/', '/', '/api/', '/api/', '/joy-ui/', '//', '/assets/']);
  const parts: Buffer[] = [ascii(start)];
  for (let i = random.int(6); i > 0; i -= 1) {
    if (hostile && random.chance(0.3)) parts.push(random.pick(HOSTILE_PIECES)(random));
    else parts.push(ascii(random.pick(random.chance(0.05) ? REFUSED_PIECES : PLAIN_PIECES)(random)));
    if (random.chance(0.6)) parts.push(ascii(random.pick(['/', '/', '/', '//'])));
  }
  return Buffer.concat(parts);
}

function randomHeaders(random: SeededRandom, hostile: boolean): string[] {
  const own = `127.0.0.1:${port}`;
  const host = hostile
    ? random.pick(['evil.example', `127.0.0.1:${port + 1}`, '', `${own}, evil.example`, `${own}\u00e9`, '[::1', ':::', `localhost:${port}`])
    : random.pick([own, own, own, own, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]);
  const headers = random.chance(0.97) ? [`Host: ${host}`] : [];
  if (hostile && random.chance(0.2)) headers.push('Host: evil.example');
  const optional: [string, string[]][] = [
    ['Accept-Encoding', ['br', 'gzip', 'gzip, deflate, br', 'br;q=0', 'gzip;q=abc', '*;q=0', '*', 'identity', ';;,,', 'br;q=1e309', 'x'.repeat(3000)]],
    ['If-None-Match', ['*', 'W/"x"', '"abc"', '""', '"', 'garbage', Array.from({ length: 200 }, (_, i) => `"${i}"`).join(', '), ', ,']],
    ['Range', ['bytes=0-10', 'bytes=-5', 'bytes=5-', 'bytes=abc', 'bytes=0-0,5-10,20-', 'bytes=10-1', 'lines=1-2', 'bytes=99999999999999999999-']],
    ['If-Modified-Since', ['Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', '']],
    ['Accept', ['*/*', 'text/html', '', 'x/y;q=']],
    ['Origin', ['http://evil.example', 'null', `http://${own}`]],
    ['Cookie', ['a=b', '=;;=', '\u00ff\u00fe']],
    ['X-Forwarded-Host', ['evil.example']],
  ];
  for (const [name, values] of optional) if (random.chance(0.3)) headers.push(`${name}: ${random.pick(values)}`);
  if (hostile && random.chance(0.3)) {
    headers.push(random.pick(['X-Odd: \u0080\u00ff\ttab', 'NoColonHere', ' leading-space: x', 'X-Empty:', 'X-Ctl: a\u0001b', `X-Long: ${'y'.repeat(random.pick([100, 9000, 20_000]))}`]));
  }
  return headers;
}

/** A request whose connection closes after the answer; about one in four is hostile. */
function randomRequest(random: SeededRandom): Buffer {
  const hostile = random.chance(0.25);
  const method = hostile ? random.pick(['GET', 'OPTIONS', 'DELETE', 'TRACE', 'BREW', 'get', 'G\u00c9T']) : random.pick(['GET', 'GET', 'GET', 'HEAD']);
  const version = hostile ? random.pick(['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'HTTP/1.1 extra', 'http/1.1']) : 'HTTP/1.1';
  const head = [...randomHeaders(random, hostile), 'Connection: close'].join('\r\n');
  return Buffer.concat([ascii(`${method} `), randomTarget(random, hostile), ascii(` ${version}\r\n${head}\r\n\r\n`)]);
}

/** What is wrong with one answer, or null. */
function problemWith(answer: string): string | null {
  const status = /^HTTP\/1\.[01] (\d{3}) /.exec(answer);
  if (!status) return `no HTTP answer: ${JSON.stringify(answer.slice(0, 120))}`;
  const code = Number(status[1]);
  if (code >= 500) return `status ${code}`;
  const headEnd = answer.indexOf('\r\n\r\n');
  const head = answer.slice(0, headEnd === -1 ? undefined : headEnd);
  const location = /\r\nLocation: ([^\r\n]*)/i.exec(head)?.[1];
  if ([301, 302, 307, 308].includes(code)) {
    if (location === undefined) return `${code} without Location`;
    if (!URL_CHARACTERS.test(location) || /%(?![0-9A-Fa-f]{2})/.test(location)) return `Location is no valid URL: ${JSON.stringify(location.slice(0, 200))}`;
    if (!location.startsWith('/') || location.startsWith('//')) return `Location leaves the site: ${JSON.stringify(location.slice(0, 200))}`;
  }
  return null;
}

describe('serve: random requests', () => {
  it(`answers ${REQUESTS} random request lines and headers without a 5xx, and keeps answering`, async () => {
    const random = seededRandom(fuzzSeed());
    const requests = Array.from({ length: REQUESTS }, () => randomRequest(random));
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let nextIndex = 0;
    const worker = async () => {
      while (nextIndex < requests.length) {
        const index = nextIndex;
        nextIndex += 1;
        const request = requests[index]!;
        const answer = await rawExchange(port, request);
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 'none';
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const problem = problemWith(answer);
        if (problem) failures.push(`#${index} ${problem}\n  request: ${JSON.stringify(request.toString('latin1').slice(0, 300))}`);
        // Still there for an ordinary reader?
        if (index % 100 === 99 && (await rawRequest(port, '/joy-ui/getting-started')).status !== 200) failures.push(`#${index} the server stopped answering`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const summary = `seed ${random.seed} (replay with FUZZ_SEED=${random.seed}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`;
    expect(failures.slice(0, 20), summary).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0), summary).toBe(REQUESTS);
    expect((await rawRequest(port, '/joy-ui/getting-started')).status, summary).toBe(200);
  });
});
