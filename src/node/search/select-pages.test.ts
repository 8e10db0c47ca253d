import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../model/page-record';
import { pagesToIndex } from './select-pages';

const record = (pathname: string, options: { noindex?: boolean; rendered?: boolean } = {}): PageRecord =>
  ({
    pathname,
    noindex: options.noindex ?? false,
    path: options.rendered === false ? null : `${pathname.slice(1)}/index.html`,
    search: options.rendered === false ? null : { url: pathname, title: pathname, product: 'joy-ui', language: 'en', sections: [] },
  }) as unknown as PageRecord;

const urls = (records: PageRecord[], search: { exclude: string[]; noindexPages: boolean }) => pagesToIndex(records, search).map((p) => p.url);

describe('pagesToIndex', () => {
  const records = [record('/joy-ui/react-button'), record('/experiments/docs/callouts'), record('/joy-ui/secret', { noindex: true }), record('/joy-ui/broken', { rendered: false })];

  it('leaves out /experiments/, noindex pages and pages that were not rendered by default', () => {
    expect(urls(records, { exclude: ['/experiments/**'], noindexPages: false })).toEqual(['/joy-ui/react-button']);
  });

  it('follows the config: its own exclusions, and noindex pages when asked', () => {
    expect(urls(records, { exclude: ['/joy-ui/react-*'], noindexPages: true })).toEqual(['/experiments/docs/callouts', '/joy-ui/secret']);
  });
});
