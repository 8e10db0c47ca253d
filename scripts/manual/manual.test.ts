import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { userConfigSchema } from '../../src/node/config/schema';
import { packageRoot } from '../../src/node/util/package-root';
import { commandEntries } from './command-reference';
import { configKeys } from './config-reference';
import { renderPage } from './page';
import { generatedPages } from './pages';

const pageText = (file: string) => readFileSync(path.join(packageRoot(), 'content', 'docs-infra', file), 'utf8');

/** Every key path the config's schema accepts: `products[].api.pages`. Records (user keys) end a path. */
function schemaKeys(schema: z.ZodType, prefix = ''): string[] {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[] };
  if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'nonoptional') && def.innerType) return schemaKeys(def.innerType, prefix);
  if (def.type === 'array' && def.element) return schemaKeys(def.element, `${prefix.replace(/\.$/, '')}[].`);
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => schemaKeys(option, prefix));
  if (def.type === 'object' && def.shape) return Object.entries(def.shape).flatMap(([key, value]) => [`${prefix}${key}`, ...schemaKeys(value, `${prefix}${key}.`)]);
  return [];
}

describe("the manual's generated pages", () => {
  it('are up to date with what they are generated from (run `npm run manual` when this fails)', () => {
    for (const page of generatedPages()) expect(pageText(page.file), `content/docs-infra/${page.file}`).toBe(renderPage(page));
  });

  it('document every key the config accepts, each with what it does, its default and an example', () => {
    const accepted = [...new Set(schemaKeys(userConfigSchema))].sort();
    const keys = configKeys();
    const documented = keys.map((key) => key.path);
    // Both ways: a key the schema accepts has an entry, an entry is a key the schema accepts.
    expect(accepted.filter((key) => !documented.includes(key)), 'keys without an entry in src/node/model/config.ts').toEqual([]);
    expect(documented.filter((key) => !accepted.includes(key)), 'entries for keys the config does not accept').toEqual([]);
    expect(accepted.length).toBeGreaterThan(80);
    const incomplete = keys.filter((key) => !key.description || !key.example || (!key.required && !key.default)).map((key) => key.path);
    expect(incomplete, 'keys without a description, an @example or (optional ones) a @default').toEqual([]);
    const page = pageText('config.md');
    for (const key of keys) expect(page, key.path).toContain(`\`${key.path}\``);
  });

  it('have an entry for every command, argument and option of the program', () => {
    const entries = commandEntries();
    expect(entries.map((entry) => entry.name).sort()).toEqual(['api', 'build', 'dev', 'init', 'merge', 'serve']);
    const page = pageText('commands.md');
    for (const entry of entries) {
      expect(page).toContain(`\n## ${entry.name}\n`);
      const section = page.slice(page.indexOf(`\n## ${entry.name}\n`)).split('\n## ')[1]!;
      for (const option of entry.options) expect(section, `${entry.name} ${option.flags}`).toContain(`\`${option.flags}\``);
      for (const arg of entry.arguments) expect(section, `${entry.name} ${arg.name}`).toContain(`\`${arg.name}\``);
    }
  });
});
