import { z } from 'zod';
import type { UserConfig } from '../model/config';

/**
 * Validation of `docs-site.config.ts`. Objects are strict: a key we do not know is more
 * likely a typo than an intention, and a silently ignored typo is a setting that never applies.
 */

const versionLink = z.strictObject({
  text: z.string().min(1),
  href: z.string().min(1).optional(),
  current: z.boolean().optional(),
});

const product = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and hyphens'),
  name: z.string().min(1),
  category: z.string().min(1).optional(),
  logo: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  versions: z.array(versionLink).optional(),
  navigation: z.string().min(1).optional(),
  home: z.string().startsWith('/').optional(),
  apiPath: z.string().startsWith('/').optional(),
  api: z
    .strictObject({
      pages: z.string().min(1),
      descriptions: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
      navigation: z.string().min(1).optional(),
      guides: z.strictObject({ sx: z.union([z.string().min(1), z.literal(false)]).optional(), slots: z.union([z.string().min(1), z.literal(false)]).optional() }).optional(),
      tabs: z.boolean().optional(),
      exclude: z.array(z.string().min(1)).optional(),
    })
    .optional(),
});

const language = z.strictObject({
  code: z.string().regex(/^[a-z]{2}$/, 'expected a two-letter lowercase language code'),
  label: z.string().min(1),
  dir: z.enum(['ltr', 'rtl']).optional(),
});

const httpUrl = z.url({ protocol: /^https?$/ });
/** A file of the site, relative to the config. */
const siteFile = z.string().regex(/^\.\.?\//, 'a file of the site: a path starting with ./');

export const userConfigSchema = z.strictObject({
  title: z.string().min(1),
  host: httpUrl,
  repository: z.strictObject({
    url: httpUrl,
    branch: z.string().min(1).optional(),
    directory: z.string().optional(),
  }),
  languages: z.array(language).min(1).optional(),
  products: z.array(product).optional(),
  sideNavLinks: z.string().min(1).optional(),
  pageTitles: z.string().min(1).optional(),
  routes: z.record(z.string(), z.string().startsWith('/')).optional(),
  nextPages: z.string().min(1).optional(),
  exclude: z.array(z.string().min(1)).optional(),
  embeds: z.record(z.string().min(1), z.string().min(1)).optional(),
  alias: z.record(z.string().regex(/^[^./]/, 'an alias is a module specifier or its prefix, not a path'), z.string().min(1)).optional(),
  nextStandIns: z.boolean().optional(),
  ads: z
    .strictObject({
      scriptUrl: httpUrl,
      jsonUrl: httpUrl,
      backersUrl: httpUrl.optional(),
      name: z.string().min(1).optional(),
      displayRatio: z.number().min(0).max(1).optional(),
      enabledInDev: z.boolean().optional(),
    })
    .optional(),
  analytics: z
    .strictObject({
      id: z.string().min(1),
      scriptUrl: httpUrl.optional(),
      requireConsent: z.boolean().optional(),
    })
    .optional(),
  elsewhere: z.record(httpUrl, z.array(z.union([z.string().startsWith('/'), z.strictObject({ path: z.string().startsWith('/'), exact: z.boolean().optional() })]))).optional(),
  redirects: z
    .array(
      z.strictObject({
        from: z.string().startsWith('/'),
        to: z.string().min(1),
        status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional(),
      }),
    )
    .optional(),
  checks: z.strictObject({ links: z.enum(['error', 'warn', 'off']).optional(), demos: z.enum(['error', 'warn']).optional(), assets: z.enum(['warn', 'off']).optional() }).optional(),
  socialImage: z.string().min(1).optional(),
  ogImages: z.boolean().optional(),
  contentSecurityPolicy: z
    .strictObject({
      scriptSrc: z.array(z.string()).optional(),
      styleSrc: z.array(z.string()).optional(),
      imgSrc: z.array(z.string()).optional(),
      connectSrc: z.array(z.string()).optional(),
      fontSrc: z.array(z.string()).optional(),
      frameSrc: z.array(z.string()).optional(),
    })
    .optional(),
  serviceWorker: z.boolean().optional(),
  search: z.union([z.boolean(), z.strictObject({ exclude: z.array(z.string().min(1)).optional(), noindexPages: z.boolean().optional() })]).optional(),
  llms: z.boolean().optional(),
  feedback: z.union([z.literal(false), z.strictObject({ endpoint: z.url({ protocol: /^https?$/ }).optional() })]).optional(),
  // An unset environment variable is `undefined`, which means no key, as an empty string does.
  licenseKeys: z.strictObject({ muiX: z.string().optional() }).optional(),
  components: z
    .strictObject({
      AppBar: siteFile.optional(),
      Footer: siteFile.optional(),
      Callout: siteFile.optional(),
      DocsLayout: siteFile.optional(),
      PageLayout: siteFile.optional(),
      NotFoundLayout: siteFile.optional(),
    })
    .optional(),
  directories: z
    .strictObject({
      content: z.string().min(1).optional(),
      templates: z.string().min(1).optional(),
      public: z.string().min(1).optional(),
      out: z.string().min(1).optional(),
      cache: z.string().min(1).optional(),
      translations: z.string().min(1).optional(),
    })
    .optional(),
});

// The documented interface and the schema must describe the same thing; these fail to compile
// when one of them gains a field the other lacks.
type SchemaInput = z.input<typeof userConfigSchema>;
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const schemaMatchesInterface: Equals<SchemaInput, UserConfig> = true;

/** One problem found in the config, before positions are attached. */
export interface ConfigIssue {
  /** `products[0].name` style path into the config object. */
  keyPath: string;
  /** The last key of the path, used to find its line in the config file. */
  key: string | null;
  message: string;
  hint?: string;
}

export function formatKeyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** A short, single-line rendering of a received value. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${String(value)}`;
}

/** Known keys of the object schema found at `path`, for "did you mean" hints. */
function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  const unwrap = (s: z.ZodType | undefined): z.ZodType | undefined => {
    let node = s;
    for (;;) {
      const def = node?._zod.def as { type?: string; innerType?: z.ZodType } | undefined;
      if (def && (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
        node = def.innerType;
      } else return node;
    }
  };
  for (const part of path) {
    current = unwrap(current);
    const def = current?._zod.def as { type?: string; shape?: Record<string, z.ZodType>; element?: z.ZodType } | undefined;
    if (def?.type === 'object' && typeof part === 'string') current = def.shape?.[part];
    else if (def?.type === 'array' && typeof part === 'number') current = def.element;
    else return [];
  }
  const def = unwrap(current)?._zod.def as { type?: string; shape?: Record<string, z.ZodType> } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

export function closestKey(key: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Validates a config object; every problem is reported, each naming its key path. */
export function validateUserConfig(
  value: unknown,
): { ok: true; config: z.output<typeof userConfigSchema> } | { ok: false; issues: ConfigIssue[] } {
  const result = userConfigSchema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, config: result.data };
  const issues: ConfigIssue[] = [];
  for (const issue of result.error.issues) {
    const lastKey = issue.path.findLast((p) => typeof p === 'string');
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(userConfigSchema, issue.path);
      for (const key of issue.keys) {
        const keyPath = formatKeyPath([...issue.path, key]);
        const suggestion = closestKey(key, known);
        issues.push({
          keyPath,
          key,
          message: `${keyPath}: unknown key; expected one of ${known.join(', ')}, received ${JSON.stringify(key)}`,
          hint: suggestion ? `did you mean "${suggestion}"?` : `remove "${key}"`,
        });
      }
      continue;
    }
    const keyPath = formatKeyPath(issue.path) || '(config)';
    const received = describeValue(issue.input);
    let expected: string;
    switch (issue.code) {
      case 'invalid_type':
        expected = issue.expected;
        break;
      case 'invalid_value':
        expected = `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        break;
      case 'invalid_format':
        expected = issue.format === 'url' ? 'an http(s) URL' : issue.message.replace(/^Invalid (input: )?/, '');
        break;
      case 'too_small':
        expected =
          issue.origin === 'string'
            ? 'a non-empty string'
            : issue.origin === 'array'
              ? `at least ${String(issue.minimum)} item(s)`
              : `at least ${String(issue.minimum)}`;
        break;
      case 'too_big':
        expected = `at most ${String(issue.maximum)}`;
        break;
      default:
        expected = issue.message.replace(/^Invalid (input: )?/, '');
    }
    issues.push({
      keyPath,
      key: typeof lastKey === 'string' ? lastKey : null,
      message: `${keyPath}: expected ${expected}, received ${received}`,
    });
  }
  return { ok: false, issues };
}
