import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ResolvedConfig, ResolvedProduct } from '../model/config';
import type { SourcePage } from '../model/source-page';
import { error, positionAt, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { canonicalPathname, DEFAULT_LANGUAGE, isValidRoute } from '../routing/paths';
import { mapLimit } from '../util/map-limit';
import { globToRegExp, matchesAny } from '../util/glob';
import { MAX_DATA_FILE_BYTES } from '../util/limits';
import { decodeUtf8, readSiteFile, toPosix, walkSiteFolder } from '../util/site-files';
import { apiPageDescription, apiPageTitle } from '../strings/api-strings';
import { jsonPositions, type JsonPositions } from './json-position';
import { MAX_DATA_DEPTH } from '../util/limits';
import { tooDeepOffset } from '../util/data-depth';
import type { z } from 'zod';
import { apiDescriptionsSchema, apiJsonSchema, apiSelectorsSchema, type ApiDescriptions, type ApiJson } from '../model/api-schema';
import { toApiJson, validateMetadata } from './validate-metadata';
import { apiPageKind } from './api-kind';
import { descriptionFileRole, translateDescriptions } from './translated-descriptions';
import type { ApiPageSource } from '../model/api-source';
import { API_LAYOUT } from '../model/templates-api';

const API_FORMAT_HINT =
  "API metadata follows the format of upstream's API builder (see the docs-site manual, /docs-infra/api-pages#the-metadata-files); the product's `api.exclude` leaves out a file that makes no page";

interface ReadJson<T> {
  value: T | null;
  source: string;
  /** Where the text's keys are, for messages. */
  positions: JsonPositions;
  diagnostics: Diagnostic[];
}

/** Reads, parses and validates one metadata file; each problem is a diagnostic at its JSON path's line. */
async function readMetadata<T>(folder: string, relative: string, shown: string, schemaFor: Parameters<typeof validateMetadata<T>>[0] | ((data: unknown) => Parameters<typeof validateMetadata<T>>[0])): Promise<ReadJson<T>> {
  let bytes: Buffer;
  try {
    bytes = await readSiteFile(folder, relative, MAX_DATA_FILE_BYTES);
  } catch (caught) {
    return { value: null, source: '', positions: jsonPositions(''), diagnostics: [error({ code: 'api/unreadable', message: `${shown} could not be read: ${(caught as Error).message}`, file: shown })] };
  }
  const { text: source, diagnostic } = decodeUtf8(bytes, shown);
  const positions = jsonPositions(source);
  const diagnostics = diagnostic ? [diagnostic] : [];
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (caught) {
    const message = (caught as Error).message;
    const offset = Number(/position (\d+)/.exec(message)?.[1]);
    diagnostics.push(
      error({ code: 'api/invalid-json', message: `Invalid JSON: ${message}`, file: shown, ...(Number.isFinite(offset) && positionAt(source, offset)) }),
    );
    return { value: null, source, positions, diagnostics };
  }
  // What reads the value after JSON.parse may walk it level by level (validation, the copy a
  // worker thread gets): no file deeper than any real one gets that far.
  const tooDeep = tooDeepOffset(source);
  if (tooDeep !== null) {
    diagnostics.push(
      error({
        code: 'api/too-deep',
        message: `${shown} nests arrays and objects more than ${MAX_DATA_DEPTH} levels deep; it is not read`,
        file: shown,
        ...positionAt(source, tooDeep),
        hint: 'API metadata follows the format of upstream\'s API builder, which nests under twenty levels',
      }),
    );
    return { value: null, source, positions, diagnostics };
  }
  const validated = validateMetadata(typeof schemaFor === 'function' ? schemaFor(data) : schemaFor, data);
  if (validated.ok) return { value: validated.value, source, positions, diagnostics };
  for (const issue of validated.issues) {
    diagnostics.push(
      error({
        code: 'api/invalid-metadata',
        message: issue.message,
        file: shown,
        ...positions.at(issue.path),
        hint: API_FORMAT_HINT,
      }),
    );
  }
  return { value: null, source, positions, diagnostics };
}

/** 1-based line of each top-level key of a JSON object's text. */
function topLevelLines(positions: JsonPositions, keys: readonly string[]): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const key of keys) {
    const position = positions.at([key]);
    if (position && position.line > 1) lines[key] = position.line;
  }
  return lines;
}

/** A prop without a description is shown without one: a warning names it at its line. */
/** The members a page lists, with where their descriptions live: a component's props, an interface's properties, a hook's parameters and return value. */
const MEMBER_LISTS = [
  { key: 'props', descriptions: 'propDescriptions', noun: 'prop' },
  { key: 'properties', descriptions: 'propertiesDescriptions', noun: 'property' },
  { key: 'parameters', descriptions: 'parametersDescriptions', noun: 'parameter' },
  { key: 'returnValue', descriptions: 'returnValueDescriptions', noun: 'return value' },
] as const;

function checkDescriptions(json: ApiJson, descriptions: ApiDescriptions, positions: JsonPositions, shown: string): Diagnostic[] {
  return MEMBER_LISTS.flatMap(({ key, descriptions: where, noun }) => {
    const described = (descriptions[where] ?? {}) as Record<string, { description?: string } | undefined>;
    return Object.keys(json[key] ?? {})
      .filter((name) => !described[name]?.description)
      .map((name) =>
        warning({
          code: 'api/missing-description',
          message: `The ${noun} ${name} of ${json.name} has no description`,
          file: shown,
          // A member listed in an array (`grid-sort-api.json`) is found by its list's line.
          ...(positions.at([key, name]) ?? positions.at([key])),
          hint: `add it to the descriptions file (${where})`,
        }),
      );
  });
}

/** A descriptions file over the descriptions its metadata carries (member by member). */
function withOwnDescriptions(own: ApiDescriptions, file: ApiDescriptions): ApiDescriptions {
  return { ...own, ...file, propertiesDescriptions: { ...own.propertiesDescriptions, ...file.propertiesDescriptions } };
}

/** A descriptions file: its folder (one of `api.descriptions`), its path in it, and as messages show it. */
interface DescriptionFile {
  folder: string;
  relative: string;
  shown: string;
}

async function loadProductApi(config: ResolvedConfig, product: ResolvedProduct): Promise<{ pages: SourcePage[]; diagnostics: Diagnostic[] }> {
  const api = product.api!;
  const shownFolder = (folder: string) => toPosix(path.relative(config.root, folder)) || '.';
  const isJson = (file: string) => file.toLowerCase().endsWith('.json');
  const excluded = api.exclude.map(globToRegExp);
  const [metadata, ...descriptionFolders] = await Promise.all([
    walkSiteFolder(api.pages, shownFolder(api.pages), config.root, isJson),
    ...api.descriptions.map((folder) => walkSiteFolder(folder, shownFolder(folder), config.root, isJson)),
  ]);
  const diagnostics: Diagnostic[] = [...metadata.diagnostics, ...descriptionFolders.flatMap((folder) => folder.diagnostics)];
  // A file `exclude` leaves out makes no page; its descriptions are no orphans.
  const slugOf = (relative: string) => path.posix.basename(relative, path.posix.extname(relative));
  const excludedSlugs = new Set(metadata.files.filter((file) => matchesAny(file, excluded)).map(slugOf));
  const files = metadata.files.filter((file) => !matchesAny(file, excluded));
  if (files.length === 0) {
    diagnostics.push(
      error({
        code: 'api/no-metadata',
        message: `The API folder ${shownFolder(api.pages)} of ${product.name} has no <component>.json file`,
        file: toPosix(path.relative(config.root, config.configFile)),
        hint: 'set the product\'s `api.pages` to the folder that holds the API JSON files',
      }),
    );
  }
  // Descriptions live in flat files (`button.json`) or, as upstream keeps them, in a folder per
  // component (`button/button.json`), their translations beside them (`button/button-zh.json`).
  const languages = config.languages.map((l) => l.code).filter((code) => code !== DEFAULT_LANGUAGE);
  // Several folders (upstream keeps Base UI's hooks' descriptions apart from its components'):
  // a component's file in the first folder that has one.
  const descriptionsBySlug = new Map<string, DescriptionFile>();
  const translationsBySlug = new Map<string, Map<string, DescriptionFile>>();
  descriptionFolders.forEach((walked, at) => {
    const folder = api.descriptions[at]!;
    for (const relative of walked.files) {
      const role = descriptionFileRole(relative, languages);
      if (!role) continue;
      const file = { folder, relative, shown: `${shownFolder(folder)}/${relative}` };
      if (role.language === DEFAULT_LANGUAGE) {
        if (!descriptionsBySlug.has(role.slug)) descriptionsBySlug.set(role.slug, file);
      } else {
        const byLanguage = translationsBySlug.get(role.slug) ?? new Map<string, DescriptionFile>();
        if (!byLanguage.has(role.language)) translationsBySlug.set(role.slug, byLanguage.set(role.language, file));
      }
    }
  });
  const slugs = new Set<string>();
  // Each file's problems, kept apart: the files are read concurrently, and the report lists
  // them in the files' order whichever read finishes first.
  const found: Diagnostic[][] = files.map(() => []);
  const pages = await mapLimit(files, 16, async (relative, index): Promise<SourcePage[]> => {
    const slug = slugOf(relative);
    slugs.add(slug);
    const shown = `${shownFolder(api.pages)}/${relative}`;
    // An array is a list of selectors (MUI X's selectors.json); an object, a component, interface or hook.
    const read = await readMetadata<z.output<typeof apiJsonSchema> | z.output<typeof apiSelectorsSchema>>(api.pages, relative, shown, (data) => (Array.isArray(data) ? apiSelectorsSchema : apiJsonSchema));
    found[index]!.push(...read.diagnostics);
    if (!read.value) return [];
    if (!Array.isArray(read.value) && !read.value.props && !read.value.properties && !read.value.parameters && !read.value.returnValue) {
      found[index]!.push(
        error({
          code: 'api/invalid-metadata',
          message: '(file): expected props (a component), properties (an interface), or parameters and returnValue (a hook)',
          file: shown,
          hint: API_FORMAT_HINT,
        }),
      );
      return [];
    }
    const { json, descriptions: own } = toApiJson(read.value, slug);
    let descriptions: ApiDescriptions | null = own;
    let descriptionsFile: string | null = null;
    let descriptionsSource = '';
    const described = descriptionsBySlug.get(slug);
    if (described) {
      descriptionsFile = described.shown;
      const readDescriptions = await readMetadata(described.folder, described.relative, descriptionsFile, apiDescriptionsSchema);
      found[index]!.push(...readDescriptions.diagnostics);
      // The descriptions file's win over those the metadata carries itself.
      descriptions = readDescriptions.value && own ? withOwnDescriptions(own, readDescriptions.value) : (readDescriptions.value ?? own);
      descriptionsSource = readDescriptions.source;
    }
    if (api.descriptions.length > 0) found[index]!.push(...checkDescriptions(json, descriptions ?? {}, read.positions, shown));
    const pathname = canonicalPathname(`${product.apiPath}/${slug}`);
    if (!isValidRoute(pathname)) {
      found[index]!.push(error({ code: 'content/invalid-route', message: `Invalid route ${JSON.stringify(pathname)}`, file: shown, hint: 'name the file in lowercase letters, digits and hyphens' }));
      return [];
    }
    const source: ApiPageSource = { productId: product.id, slug, json, descriptions, descriptionsFile, lines: topLevelLines(read.positions, ['name', 'demos', 'inheritance', 'props', 'properties', 'parameters', 'returnValue', 'slots', 'classes', 'cssVariables']) };
    const english: SourcePage = {
      file: shown,
      contentPath: '',
      absolutePath: path.join(api.pages, ...relative.split('/')),
      language: 'en',
      pathname,
      frontmatter: { title: apiPageTitle(json.name), description: apiPageDescription(json.name, apiPageKind(json)), productId: product.id, layout: API_LAYOUT },
      body: '',
      demoNames: [],
      bodyStartLine: 1,
      frontmatterLines: {},
      hash: createHash('sha256').update(read.source).update('\0').update(descriptionsSource).digest('hex').slice(0, 16),
      api: source,
    };
    // A translation of the descriptions makes the page a translated one under the language's
    // prefix; what it leaves out shows in English, with no warning (see the manual's
    // /docs-infra/api-pages#translated-descriptions).
    const translations = [...(translationsBySlug.get(slug) ?? [])];
    const translationProblems: Diagnostic[][] = translations.map(() => []);
    const translated = await mapLimit(translations, 4, async ([language, file], at): Promise<SourcePage | null> => {
      const translationFile = file.shown;
      const readTranslation = await readMetadata(file.folder, file.relative, translationFile, apiDescriptionsSchema);
      translationProblems[at]!.push(...readTranslation.diagnostics);
      if (!readTranslation.value) return null;
      return {
        ...english,
        language,
        hash: createHash('sha256').update(english.hash).update('\0').update(readTranslation.source).digest('hex').slice(0, 16),
        api: { ...source, descriptions: translateDescriptions(descriptions ?? {}, readTranslation.value), descriptionsFile: translationFile },
      };
    });
    found[index]!.push(...translationProblems.flat());
    return [english, ...translated.filter((page): page is SourcePage => page !== null)];
  });
  diagnostics.push(...found.flat());
  const describedFiles = [...descriptionsBySlug, ...[...translationsBySlug].flatMap(([slug, files]) => [...files.values()].map((file) => [slug, file] as const))];
  for (const [slug, file] of describedFiles) {
    if (slugs.has(slug) || excludedSlugs.has(slug)) continue;
    diagnostics.push(
      warning({
        code: 'api/orphan-description',
        message: `${file.shown} describes a component with no API file (${shownFolder(api.pages)}/${slug}.json)`,
        file: file.shown,
        hint: 'remove it, or add the component\'s API JSON',
      }),
    );
  }
  return { pages: pages.flat(), diagnostics };
}

/** Every product's generated API pages (products without `api` have none), sorted by file. */
export async function loadApiPages(config: ResolvedConfig): Promise<{ pages: SourcePage[]; diagnostics: Diagnostic[] }> {
  const results = await Promise.all(config.products.filter((p) => p.api).map((product) => loadProductApi(config, product)));
  return {
    pages: results.flatMap((r) => r.pages).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
    diagnostics: results.flatMap((r) => r.diagnostics),
  };
}
