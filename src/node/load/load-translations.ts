import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { error, positionAt, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import { ENGINE_STRINGS } from '../strings/engine-strings';
import { tooDeepOffset } from '../util/data-depth';
import { MAX_DATA_DEPTH, MAX_DATA_FILE_BYTES, shownValue } from '../util/limits';
import { decodeUtf8, readSiteFile, walkSiteFolder } from '../util/site-files';
import type { InterfaceStrings } from '../model/strings';


/** One translation file, read: its language and its strings under dotted keys (`appFrame.settings`). */
export interface TranslationFile {
  file: string;
  language: string;
  strings: Record<string, string>;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** `translations-zh.json` is Chinese; a file without a `-<code>` suffix (`translations.json`) is English (REFERENCE 2). */
export function translationFileLanguage(name: string): string {
  return /-([a-z]{2})\.json$/.exec(name)?.[1] ?? DEFAULT_LANGUAGE;
}

/** Nested objects of strings, flattened to dotted keys; anything else is an error at the file (showing the value cut short). Recurses once per level: see `parseTranslationFile`. */
export function flattenStrings(data: unknown, file: string): { strings: Record<string, string>; diagnostics: Diagnostic[] } {
  const strings: Record<string, string> = {};
  const diagnostics: Diagnostic[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') strings[key] = value;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) visit(inner, key ? `${key}.${name}` : name);
    } else {
      diagnostics.push(error({ code: 'i18n/invalid-translation', message: `${key || 'The file'} must be a string or an object of strings, received ${shownValue(value)}`, file }));
    }
  };
  visit(data, '');
  return { strings, diagnostics };
}

/** Parses one translation file's text; a JSON mistake, or nesting deeper than `MAX_DATA_DEPTH`, is an error at its line. */
export function parseTranslationFile(text: string, file: string): { file: TranslationFile | null; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    return { file: null, diagnostics: [error({ code: 'i18n/invalid-translation', message: `Invalid JSON: ${message}`, file, ...(Number.isFinite(offset) ? positionAt(text, offset) : {}) })] };
  }
  // Flattening walks the objects level by level: not one deeper than any real file.
  const tooDeep = tooDeepOffset(text);
  if (tooDeep !== null) {
    return {
      file: null,
      diagnostics: [
        error({
          code: 'i18n/too-deep',
          message: `${file} nests objects more than ${MAX_DATA_DEPTH} levels deep; it is not read`,
          file,
          ...positionAt(text, tooDeep),
          hint: 'translations nest a few levels of keys (`appFrame.settings`)',
        }),
      ],
    };
  }
  const flat = flattenStrings(data, file);
  return { file: { file, language: translationFileLanguage(path.posix.basename(file)), strings: flat.strings }, diagnostics: flat.diagnostics };
}

/**
 * Every language's strings: the theme's English strings, the site's English files over them,
 * then each language's own files over English. Each key a configured language lacks is one
 * warning, `Missing translation for <lang>:<key>`, once per build, when the site has
 * translation files at all (a site without any shows the theme's English strings everywhere).
 */
export function resolveStrings(
  languages: readonly string[],
  themeStrings: Readonly<Record<string, string>>,
  files: readonly TranslationFile[],
  folder: string,
): { strings: InterfaceStrings; diagnostics: Diagnostic[] } {
  const english: Record<string, string> = { ...themeStrings };
  for (const file of files) if (file.language === DEFAULT_LANGUAGE) Object.assign(english, file.strings);
  const strings: InterfaceStrings = { [DEFAULT_LANGUAGE]: english };
  const diagnostics: Diagnostic[] = [];
  for (const language of languages) {
    if (language === DEFAULT_LANGUAGE) continue;
    const own = files.filter((file) => file.language === language);
    const merged: Record<string, string> = {};
    for (const file of own) Object.assign(merged, file.strings);
    if (files.length > 0) {
      const shown = own[0]?.file ?? `${folder}/translations-${language}.json`;
      for (const key of Object.keys(english).sort()) {
        if (Object.hasOwn(merged, key)) continue;
        diagnostics.push(warning({ code: 'i18n/missing-translation', message: `Missing translation for ${language}:${key}`, file: shown, hint: `add "${key}" to ${shown}; the English text is shown meanwhile` }));
      }
    }
    strings[language] = { ...english, ...merged };
  }
  return { strings, diagnostics };
}

/**
 * Reads the config's translations folder (top level, `*.json`) and resolves every configured
 * language's strings: docs-site's own texts (`ENGINE_STRINGS`) and the theme's.
 */
export async function loadTranslations(config: ResolvedConfig, themeStrings: Readonly<Record<string, string>>): Promise<{ strings: InterfaceStrings; diagnostics: Diagnostic[] }> {
  const dir = config.directories.translations;
  const shown = toPosix(path.relative(config.root, dir)) || '.';
  const found = await walkSiteFolder(dir, shown, config.root, (relative) => !relative.includes('/') && relative.endsWith('.json'));
  const diagnostics = [...found.diagnostics];
  const files: TranslationFile[] = [];
  for (const relative of found.files) {
    const file = `${shown}/${relative}`;
    let bytes: Buffer;
    try {
      bytes = await readSiteFile(dir, relative, MAX_DATA_FILE_BYTES);
    } catch (caught) {
      diagnostics.push(error({ code: 'site/unreadable', message: `${file} was not read: ${(caught as Error).message}`, file }));
      continue;
    }
    const decoded = decodeUtf8(bytes, file);
    if (decoded.diagnostic) diagnostics.push(decoded.diagnostic);
    const parsed = parseTranslationFile(decoded.text, file);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.file) files.push(parsed.file);
  }
  const resolved = resolveStrings(config.languages.map((l) => l.code), { ...ENGINE_STRINGS, ...themeStrings }, files, shown);
  return { strings: resolved.strings, diagnostics: [...diagnostics, ...resolved.diagnostics] };
}
