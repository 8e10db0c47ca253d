import { access } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { ModuleLoadError, importModule } from './import-module';
import { validateUserConfig } from './schema';
import type { ResolvedConfig } from '../model/config';
import { packageRoot } from '../util/package-root';
import { routesFromNextPages } from './next-pages';

/** `nextStandIns`: docs-site's implementations of the Next.js modules docs components import. */
const nextStandIns = (): Record<string, string> =>
  Object.fromEntries(['link', 'router', 'head'].map((name) => [`next/${name}`, path.join(packageRoot(), 'stand-ins', 'next', `${name}.cjs`)]));

export const DEFAULT_CONFIG_FILE = 'docs-site.config.ts';

export type ConfigResult = { config: ResolvedConfig; diagnostics: Diagnostic[] } | { config: null; diagnostics: Diagnostic[] };

/** A value written as a path of the site (`./components/X.tsx`), not a name or a specifier. */
const isSitePath = (value: string): boolean => /^\.{0,2}\//.test(value);

/** Path of `file` relative to the working directory, for messages. */
export const displayPath = (file: string, cwd = process.cwd()): string => {
  const relative = path.relative(cwd, file);
  if (relative === '') return '.';
  return !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
};

/** Finds the line on which `key:` is first written, so a config error points at its place. */
function lineOfKey(source: string, key: string | null): number | undefined {
  if (!key) return undefined;
  const pattern = new RegExp(`(^|[\\s{,])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm');
  const match = pattern.exec(source);
  if (!match) return undefined;
  return source.slice(0, match.index + match[1]!.length).split('\n').length;
}

/**
 * Reads, compiles and validates `docs-site.config.ts`. Problems come back as diagnostics
 * naming the file, the key path, what was expected and what was found.
 */
export async function loadConfig(configFile = DEFAULT_CONFIG_FILE, cwd = process.cwd()): Promise<ConfigResult> {
  const file = path.resolve(cwd, configFile);
  const shown = displayPath(file, cwd);
  try {
    await access(file);
  } catch {
    return {
      config: null,
      diagnostics: [
        error({
          code: 'config/not-found',
          message: `Config file not found: ${shown}`,
          file: shown,
          hint: `create ${DEFAULT_CONFIG_FILE} or pass --config <file>`,
        }),
      ],
    };
  }

  let exported: unknown;
  try {
    const module = await importModule(file);
    exported = module.default;
  } catch (caught) {
    if (caught instanceof ModuleLoadError) {
      return {
        config: null,
        diagnostics: [
          error({
            code: 'config/load-failed',
            message: caught.message,
            file: displayPath(caught.file, cwd),
            ...(caught.line !== undefined && { line: caught.line }),
            ...(caught.column !== undefined && { column: caught.column }),
          }),
        ],
      };
    }
    throw caught;
  }
  if (exported === undefined) {
    return {
      config: null,
      diagnostics: [
        error({
          code: 'config/no-default-export',
          message: `${shown} has no default export`,
          file: shown,
          hint: 'export default defineConfig({ ... })',
        }),
      ],
    };
  }

  const validated = validateUserConfig(exported);
  if (!validated.ok) {
    const source = await readFile(file, 'utf8');
    return {
      config: null,
      diagnostics: validated.issues.map((issue) => {
        const line = lineOfKey(source, issue.key);
        return error({
          code: 'config/invalid',
          message: issue.message,
          file: shown,
          ...(line !== undefined && { line }),
          ...(issue.hint !== undefined && { hint: issue.hint }),
        });
      }),
    };
  }
  const config = resolveConfig(validated.config, file);
  if (!validated.config.nextPages) return { config, diagnostics: [] };
  const derived = await routesFromNextPages(path.resolve(config.root, validated.config.nextPages), config.directories.content, config.alias, config.root);
  return { config: { ...config, routes: { ...derived.routes, ...config.routes } }, diagnostics: derived.diagnostics };
}

type ValidConfig = Extract<ReturnType<typeof validateUserConfig>, { ok: true }>['config'];

/** Fills defaults and makes every folder absolute. Pure. */
/** Pages left out of search unless the config says otherwise: upstream's test pages. */
export const DEFAULT_SEARCH_EXCLUDE = ['/experiments/**'];

function resolveSearch(search: ValidConfig['search']): ResolvedConfig['search'] {
  if (search === false) return null;
  const given = typeof search === 'object' ? search : {};
  return { exclude: given.exclude ?? DEFAULT_SEARCH_EXCLUDE, noindexPages: given.noindexPages ?? false };
}

export function resolveConfig(user: ValidConfig, configFile: string): ResolvedConfig {
  const root = path.dirname(configFile);
  const fromRoot = (p: string) => path.resolve(root, p);
  const languages = (user.languages ?? [{ code: 'en', label: 'English' }]).map((l) => ({ ...l, dir: l.dir ?? 'ltr' }));
  return {
    configFile,
    root,
    title: user.title,
    host: user.host.replace(/\/+$/, ''),
    repository: {
      url: user.repository.url.replace(/\/+$/, ''),
      branch: user.repository.branch ?? 'main',
      directory: (user.repository.directory ?? '').replace(/^\/+|\/+$/g, ''),
    },
    languages,
    products: (user.products ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      category: p.category ?? null,
      logo: p.logo ?? null,
      description: p.description ?? null,
      versions: p.versions ?? [],
      navigation: p.navigation ? fromRoot(p.navigation) : null,
      home: p.home ?? null,
      apiPath: (p.apiPath ?? `/${p.id}/api`).replace(/\/+$/, ''),
      api: p.api
        ? {
            pages: fromRoot(p.api.pages),
            descriptions: (typeof p.api.descriptions === 'string' ? [p.api.descriptions] : (p.api.descriptions ?? [])).map(fromRoot),
            navigation: p.api.navigation ? fromRoot(p.api.navigation) : null,
            guides: {
              sx: p.api.guides?.sx === false ? null : (p.api.guides?.sx ?? '/system/getting-started/the-sx-prop'),
              slots: p.api.guides?.slots === false ? null : (p.api.guides?.slots ?? `/${p.id}/customization/overriding-component-structure`),
            },
            tabs: p.api.tabs ?? false,
            exclude: p.api.exclude ?? [],
          }
        : null,
    })),
    sideNavLinks: user.sideNavLinks ? fromRoot(user.sideNavLinks) : null,
    pageTitles: user.pageTitles ? fromRoot(user.pageTitles) : null,
    routes: user.routes ?? {},
    exclude: user.exclude ?? [],
    // An embed registered to a file of the site is a component of its own; any other value names
    // a component the templates export.
    embeds: Object.fromEntries(Object.entries(user.embeds ?? {}).filter(([, value]) => !isSitePath(value))),
    embedFiles: Object.fromEntries(Object.entries(user.embeds ?? {}).filter(([, value]) => isSitePath(value)).map(([key, value]) => [key, fromRoot(value)])),
    // Paths are the config's; other values are module specifiers, kept as written.
    alias: {
      ...(user.nextStandIns === true && nextStandIns()),
      ...Object.fromEntries(Object.entries(user.alias ?? {}).map(([key, value]) => [key, isSitePath(value) ? fromRoot(value) : value])),
    },
    ads: user.ads
      ? {
          scriptUrl: user.ads.scriptUrl,
          jsonUrl: user.ads.jsonUrl,
          backersUrl: user.ads.backersUrl ?? null,
          name: user.ads.name ?? 'Carbon',
          displayRatio: user.ads.displayRatio ?? 0.1,
          enabledInDev: user.ads.enabledInDev ?? false,
        }
      : null,
    analytics: user.analytics
      ? {
          id: user.analytics.id,
          scriptUrl: user.analytics.scriptUrl ?? 'https://www.googletagmanager.com/gtag/js',
          requireConsent: user.analytics.requireConsent ?? false,
        }
      : null,
    redirects: (user.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301 })),
    elsewhere: Object.entries(user.elsewhere ?? {})
      .flatMap(([origin, paths]) =>
        paths.map((entry) => {
          const { path, exact = false } = typeof entry === 'string' ? { path: entry } : entry;
          return { path: path.replace(/(.)\/+$/, '$1'), origin: new URL(origin).origin, exact };
        }),
      )
      .sort((a, b) => b.path.length - a.path.length),
    checks: { links: user.checks?.links ?? 'error', demos: user.checks?.demos ?? 'error', assets: user.checks?.assets ?? 'warn' },
    socialImage: user.socialImage ? new URL(user.socialImage, `${user.host.replace(/\/+$/, '')}/`).href : null,
    ogImages: user.ogImages ?? true,
    contentSecurityPolicy: user.contentSecurityPolicy ?? {},
    serviceWorker: user.serviceWorker ?? true,
    search: resolveSearch(user.search),
    llms: user.llms ?? true,
    feedback: user.feedback === false ? null : { endpoint: user.feedback?.endpoint ?? null },
    // A secret's variable often ends with a newline; a blank one is no key.
    licenseKeys: { muiX: user.licenseKeys?.muiX?.trim() || null },
    components: Object.fromEntries(Object.entries(user.components ?? {}).flatMap(([part, file]) => (file === undefined ? [] : [[part, fromRoot(file)]]))),
    directories: {
      content: fromRoot(user.directories?.content ?? 'content'),
      templates: fromRoot(user.directories?.templates ?? 'templates'),
      public: fromRoot(user.directories?.public ?? 'public'),
      out: fromRoot(user.directories?.out ?? 'dist'),
      cache: fromRoot(user.directories?.cache ?? path.join('node_modules', '.cache', 'docs-site')),
      translations: fromRoot(user.directories?.translations ?? 'translations'),
    },
  };
}
