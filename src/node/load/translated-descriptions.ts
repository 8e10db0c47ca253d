import { DEFAULT_LANGUAGE } from '../routing/paths';
import type { ApiDescriptions } from '../model/api-schema';

/**
 * What a file of a descriptions folder is, from its path relative to the folder: the English
 * descriptions of a component (`button.json`, or `button/button.json` as upstream keeps them)
 * or their translation into a configured language (`button-zh.json`, `button/button-zh.json`);
 * null for anything else (a file of a component's folder in a language the config does not list).
 */
export function descriptionFileRole(file: string, languages: readonly string[]): { slug: string; language: string } | null {
  const parts = file.slice(0, -'.json'.length).split('/');
  const name = parts.at(-1)!;
  const suffix = /^(.+)-([a-z]{2})$/.exec(name);
  const language = suffix && languages.includes(suffix[2]!) ? suffix[2]! : DEFAULT_LANGUAGE;
  const slug = language === DEFAULT_LANGUAGE ? name : suffix![1]!;
  if (parts.length === 1) return { slug, language };
  return parts.length === 2 && parts[0] === slug ? { slug, language } : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `translated` over `english`, key by key at every depth; an empty text is a text not translated yet. */
function overlay(english: unknown, translated: unknown): unknown {
  if (translated === '' || translated === undefined) return english;
  if (!isObject(translated)) return translated;
  const merged: Record<string, unknown> = isObject(english) ? { ...english } : {};
  for (const [key, value] of Object.entries(translated)) {
    const inner = overlay(merged[key], value);
    if (inner !== undefined) merged[key] = inner;
  }
  return merged;
}

/**
 * The descriptions of a component in a language: the translation where it has a text, English
 * elsewhere (a prop, class or slot it leaves out, an empty text). Both were validated against
 * the same schema, so what comes out has its shape too.
 */
export function translateDescriptions(english: ApiDescriptions, translated: ApiDescriptions): ApiDescriptions {
  return overlay(english, translated) as ApiDescriptions;
}
