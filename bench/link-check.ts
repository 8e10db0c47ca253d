// Cost of the link check as the site grows: synthetic sites of 1,000 and 5,000 pages, each
// page with 40 element ids and 25 links (pages, anchors on this and other pages, files,
// redirects, a few broken). Prints the median of 5 runs per size and the time per link.
// Run: npm run bench:links
import { checkLinks } from '../src/node/checks/check-links';
import type { LinkRef } from '../src/node/model/page-record';
import { BUILT_IN_REDIRECTS } from '../src/node/routing/redirect-rules';

function makeSite(pageCount: number) {
  const urls = Array.from({ length: pageCount }, (_, i) => `/section-${i % 50}/topic-${Math.floor(i / 50)}/page-${i}`);
  const pages = new Map(urls.map((url) => [url, new Set(Array.from({ length: 40 }, (_, j) => `heading-${j}`))]));
  for (let j = 0; j < 25; j += 1) pages.set(`/api-docs/thing-${j}`, new Set(['props']));
  const sources = urls.map((url, i) => {
    const links: LinkRef[] = Array.from({ length: 25 }, (_, j) => {
      const other = urls[(i * 7 + j * 13) % urls.length]!;
      const href = [
        other,
        `${other}#heading-${j % 40}`,
        `#heading-${(j * 3) % 40}`,
        '/static/logo.svg',
        `/api/thing-${j}`,
        j === 23 && i % 100 === 0 ? '/missing-page' : `https://github.com/example/${j}`,
      ][j % 6]!;
      return { href, line: j + 1, column: 1 };
    });
    return { file: `content${url}.md`, url, links };
  });
  return { pages, sources, links: sources.reduce((n, s) => n + s.links.length, 0) };
}

for (const size of [1000, 5000]) {
  const site = makeSite(size);
  const times: number[] = [];
  let broken = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    broken = checkLinks({ host: 'https://example.com', pages: site.pages, files: new Set(['/static/logo.svg']), redirects: [...BUILT_IN_REDIRECTS], sources: site.sources, severity: 'error' }).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[2]!;
  process.stdout.write(
    `${String(size).padStart(5)} pages  ${String(site.links).padStart(7)} links  median ${median.toFixed(1).padStart(7)} ms  ${((median * 1e6) / site.links).toFixed(0).padStart(5)} ns/link  (${broken} reported)\n`,
  );
}
