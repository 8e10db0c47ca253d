import { z } from 'zod';
import type { PageRecord } from '../model/page-record';
import type { TwinListing } from '../model/twin';
import { count, diagnosticSchema, shortString as short } from '../util/diagnostic-schema';
import { MAX_PAGE_BYTES } from '../util/limits';
import { isOutputPath } from '../util/output-path';

/**
 * A page's record and a twin's listing as another job or machine wrote them: a shard's manifest
 * (`docs-site merge`) or the page cache. What passes is used as the build's own: its paths are
 * written to and read from, so every one is a path inside the output.
 */

/** Entries of a record's smaller lists (ids, links, diagnostics, sections of one page), at most. */
export const RECORD_MAX_LIST = 100_000;
const text = z.string().max(MAX_PAGE_BYTES);
/** A path inside the output, said as merge says it: the cache checks records too, but never shows why one fails. */
export const outputPath = z.string().refine(isOutputPath, { message: 'is not a path inside the shard' });

const linkRef = z.strictObject({ href: short, line: count.optional(), column: count.optional() });

const searchPage = z.strictObject({
  url: short,
  title: short,
  product: short,
  language: short,
  sections: z.array(z.strictObject({ anchor: short, heading: short, text, code: text })).max(RECORD_MAX_LIST),
});

const socialCard = z.strictObject({
  path: outputPath.refine((value) => /^assets\/og\/card-[A-Za-z0-9]+\.png$/.test(value), { message: 'is not a share card of the shard' }),
  title: short,
  description: short.nullable(),
  name: short,
  logo: short.nullable(),
  site: short,
});

export const twinListingSchema = z.strictObject({
  path: outputPath.refine((value) => value.endsWith('.md'), { message: 'is not a markdown twin' }),
  url: short,
  pageUrl: short,
  title: short,
  description: short.nullable(),
  productId: short,
  language: short,
  listed: z.boolean(),
  sha: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: count,
}) satisfies z.ZodType<TwinListing>;

export const pageRecordSchema = z.strictObject({
  index: count,
  pathname: short,
  url: short,
  language: short,
  fallback: z.boolean(),
  file: short,
  noindex: z.boolean(),
  path: outputPath.nullable(),
  sha: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: count,
  ids: z.array(short).max(RECORD_MAX_LIST),
  anchors: z.array(short).max(RECORD_MAX_LIST),
  links: z.array(linkRef).max(RECORD_MAX_LIST),
  assets: z.array(linkRef).max(RECORD_MAX_LIST),
  scriptHashes: z.array(short).max(RECORD_MAX_LIST),
  shared: z.array(outputPath).max(RECORD_MAX_LIST),
  diagnostics: z.array(diagnosticSchema).max(RECORD_MAX_LIST),
  routeLookups: z.array(z.tuple([short, short.nullable()])).max(RECORD_MAX_LIST),
  search: searchPage.nullable(),
  socialCard: socialCard.nullable(),
  twin: twinListingSchema.nullable(),
}) satisfies z.ZodType<PageRecord>;

