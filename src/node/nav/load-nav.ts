import path from 'node:path';
import { ModuleLoadError, importModule, type ImportOptions } from '../config/import-module';
import type { ResolvedConfig } from '../model/config';
import { error, positionAt, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { decodeUtf8, readSiteDataFile } from '../util/site-files';
import { buildNavTree } from './build-nav';
import type { TitleTable } from './titles';
import type { NavItem, NavTree } from '../model/nav';
import { tooDeepOffset, tooDeepPath } from '../util/data-depth';
import { MAX_DATA_DEPTH, MAX_NAVIGATION_FILE_BYTES } from '../util/limits';
import type { Navigation } from '../model/nav';


const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * The error for data nested deeper than `MAX_DATA_DEPTH`: validating it (zod) and building the
 * tree recurse once per level, and overflowed the stack at a thousand levels of `children`.
 * Placed at the line of the text that goes too deep; a module's value nested by code, or
 * referring to itself, has no such line.
 */
function tooDeep(source: string, shown: string, offset: number | null): Diagnostic {
  return error({
    code: 'nav/too-deep',
    message: `${shown} nests arrays and objects more than ${MAX_DATA_DEPTH} levels deep; it is not read`,
    file: shown,
    ...(offset !== null && positionAt(source, offset)),
    hint: 'real navigation nests a few levels of `children`',
  });
}

/**
 * Reads a JSON file, or a TS/JS module's default export (with `options`: upstream's `pages.ts`
 * imports modules of its docs app for types and icons, and its `pagesApi.js` through an alias).
 * A module's imports that resolve nowhere get a stand-in, each reported as a warning. The file
 * is read by the rules of the site's files (`readSiteDataFile`): no link out of the site, no
 * FIFO or device, at most `MAX_NAVIGATION_FILE_BYTES` (a navigation grows with its product).
 */
export async function readDataFile(
  absolute: string,
  shown: string,
  siteRoot: string,
  options: ImportOptions = {},
): Promise<{ data: unknown; source: string; warnings?: Diagnostic[] } | { diagnostic: Diagnostic }> {
  const read = await readSiteDataFile(absolute, { siteRoot, shown }, MAX_NAVIGATION_FILE_BYTES);
  if ('missing' in read) return { diagnostic: error({ code: 'nav/not-found', message: `Navigation file not found: ${shown}`, file: shown }) };
  if ('diagnostic' in read) return read;
  const decoded = decodeUtf8(read.bytes, shown);
  if (decoded.diagnostic) return { diagnostic: { ...decoded.diagnostic, severity: 'error' } };
  const source = decoded.text;
  if (absolute.endsWith('.json')) {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (caught) {
      const message = (caught as Error).message;
      const offset = Number(/position (\d+)/.exec(message)?.[1]);
      return {
        diagnostic: error({
          code: 'nav/invalid-json',
          message: `Invalid JSON: ${message}`,
          file: shown,
          ...(Number.isFinite(offset) && positionAt(source, offset)),
        }),
      };
    }
    // A JSON file nests as its text does.
    const deep = tooDeepOffset(source);
    return deep === null ? { data, source } : { diagnostic: tooDeep(source, shown, deep) };
  }
  // Written out that deep, a module does not even load (its parser recurses too).
  const deep = tooDeepOffset(source);
  if (deep !== null) return { diagnostic: tooDeep(source, shown, deep) };
  try {
    const stubbed: string[] = [];
    const module = await importModule(absolute, options, stubbed);
    // A module of icons (upstream's `AppNavIcons`) is what the stand-in is for: no warning.
    const warnings = [...new Set(stubbed)].filter((specifier) => !/icons?(?:\/|$)/i.test(specifier)).map((specifier) => {
      const at = source.indexOf(`'${specifier}'`) >= 0 ? source.indexOf(`'${specifier}'`) : source.indexOf(`"${specifier}"`);
      return warning({
        code: 'nav/stubbed-import',
        message: `${specifier} resolves nowhere: a stand-in takes its place, whose every value is the string icon:<name>`,
        file: shown,
        ...(at >= 0 && positionAt(source, at)),
        hint: "fine for a module that only gives types or icons; else install it, or map it to the site's files with the config's `alias`",
      });
    });
    if (tooDeepPath(module.default) !== null) return { diagnostic: tooDeep(source, shown, null) };
    return { data: module.default, source, warnings };
  } catch (caught) {
    if (!(caught instanceof ModuleLoadError)) throw caught;
    return {
      diagnostic: error({
        code: 'nav/load-failed',
        message: caught.message,
        file: shown,
        ...(caught.line !== undefined && { line: caught.line }),
        ...(caught.column !== undefined && { column: caught.column }),
      }),
    };
  }
}

async function loadTitleTable(config: ResolvedConfig, diagnostics: Diagnostic[]): Promise<TitleTable> {
  if (!config.pageTitles) return {};
  const shown = toPosix(path.relative(config.root, config.pageTitles));
  const result = await readDataFile(config.pageTitles, shown, config.root);
  if ('diagnostic' in result) {
    diagnostics.push(result.diagnostic);
    return {};
  }
  const pages = (result.data as { pages?: unknown } | null)?.pages;
  if (!pages || typeof pages !== 'object' || Object.values(pages).some((v) => typeof v !== 'string')) {
    diagnostics.push(
      error({ code: 'nav/invalid-titles', message: 'A title table must look like { "pages": { "<subheader or pathname>": "Title" } }', file: shown }),
    );
    return {};
  }
  return pages as TitleTable;
}

/** Loads every product's navigation file and the side-nav links, validating each. */
export async function loadNavigation(config: ResolvedConfig): Promise<{ navigation: Navigation; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const titles = await loadTitleTable(config, diagnostics);
  const trees: Record<string, NavTree> = {};

  const load = async (absolute: string, productId: string | null): Promise<NavTree | null> => {
    const shown = toPosix(path.relative(config.root, absolute));
    const result = await readDataFile(absolute, shown, config.root, { alias: config.alias, stubMissing: true });
    if ('diagnostic' in result) {
      diagnostics.push(result.diagnostic);
      return null;
    }
    diagnostics.push(...(result.warnings ?? []));
    const built = buildNavTree({ productId, file: shown, source: result.source, data: result.data, titles });
    diagnostics.push(...built.diagnostics);
    return built.tree;
  };

  for (const product of config.products) {
    if (!product.navigation) continue;
    const tree = await load(product.navigation, product.id);
    if (tree) trees[product.id] = tree;
  }
  const sideNavLinks = config.sideNavLinks ? ((await load(config.sideNavLinks, null))?.items ?? []) : [];
  return { navigation: { trees, sideNavLinks }, diagnostics };
}
