import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { error, hasErrors, type Diagnostic } from '../diagnostics/diagnostic';
import { extractComponent, type ExtractedComponent } from './extract-component';

export interface ExtractApiOptions {
  /** Component source files (`src/Button/Button.tsx`, `node_modules/@mui/material/Button/Button.mjs`), relative to `cwd`. */
  entries: string[];
  cwd: string;
  /** Folder for the API JSON files (`<kebab-name>.json`), relative to `cwd`. */
  out: string;
  /** Folder for the descriptions files, relative to `cwd`. */
  descriptions: string;
  /** The docs' production origin: links to it become site paths. */
  host: string | null;
}

export interface ExtractApiResult {
  ok: boolean;
  /** Posix paths of the files written, relative to `cwd`. */
  written: string[];
  components: number;
  diagnostics: Diagnostic[];
  durationMs: number;
}

const toPosix = (p: string) => p.split(path.sep).join('/');
const stringify = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type PropDescriptions = Record<string, { description?: unknown }>;

/**
 * The descriptions to write: the source's, and, for a prop its source leaves without one (upstream's
 * `tabIndex` of ButtonBase has only `@default 0`), the description an author wrote in the file this
 * replaces, so that running `docs-site api` again keeps it. A file that cannot be read as JSON keeps
 * nothing.
 */
async function keepWrittenDescriptions(target: string, made: Record<string, unknown>): Promise<Record<string, unknown>> {
  let previous: { propDescriptions?: PropDescriptions };
  try {
    previous = JSON.parse(await readFile(target, 'utf8')) as typeof previous;
  } catch {
    return made;
  }
  const props = made.propDescriptions as PropDescriptions | undefined;
  if (!props || typeof previous?.propDescriptions !== 'object' || previous.propDescriptions === null) return made;
  const merged: PropDescriptions = {};
  for (const [name, entry] of Object.entries(props)) {
    const written = previous.propDescriptions[name]?.description;
    merged[name] = !entry.description && typeof written === 'string' && written.trim() ? { ...entry, description: written } : entry;
  }
  return { ...made, propDescriptions: merged };
}

/**
 * `docs-site api`: extracts each entry's component API and writes the two JSON files of each
 * (metadata and descriptions). Every problem is reported at once, and nothing is written
 * unless every entry was read.
 */
export async function extractApi(options: ExtractApiOptions): Promise<ExtractApiResult> {
  const started = performance.now();
  const diagnostics: Diagnostic[] = [];
  const extracted: ExtractedComponent[] = [];
  for (const entry of options.entries) {
    const file = path.resolve(options.cwd, entry);
    const shown = toPosix(path.relative(options.cwd, file));
    try {
      extracted.push(await extractComponent(file, { cwd: options.cwd, host: options.host }));
    } catch (caught) {
      const code = (caught as NodeJS.ErrnoException).code;
      const reason = code === 'ENOENT' ? 'no such file' : ((caught as Error).message ?? String(caught)).split('\n')[0]!;
      diagnostics.push(
        error({
          code: 'api/extract',
          message: `${shown}: ${reason}`,
          file: shown,
          ...((caught as { loc?: { line: number; column: number } }).loc && { line: (caught as { loc: { line: number } }).loc.line }),
          hint: 'pass the file that defines the component: its TypeScript source, or the JavaScript build with its propTypes (Button/Button.mjs)',
        }),
      );
    }
  }
  const bySlug = new Map<string, number>();
  extracted.forEach((component, index) => {
    const first = bySlug.get(component.slug);
    if (first !== undefined) {
      diagnostics.push(error({ code: 'api/extract', message: `${options.entries[index]} and ${options.entries[first]} both define ${component.json.name as string}`, hint: 'pass each component once' }));
    } else bySlug.set(component.slug, index);
  });
  const result = { components: extracted.length, diagnostics, written: [] as string[] };
  if (hasErrors(diagnostics)) return { ...result, ok: false, durationMs: performance.now() - started };
  const outDir = path.resolve(options.cwd, options.out);
  const descriptionsDir = path.resolve(options.cwd, options.descriptions);
  await Promise.all([mkdir(outDir, { recursive: true }), mkdir(descriptionsDir, { recursive: true })]);
  for (const component of extracted) {
    for (const [dir, value] of [[outDir, component.json], [descriptionsDir, component.descriptions]] as const) {
      const target = path.join(dir, `${component.slug}.json`);
      await writeFile(target, stringify(dir === descriptionsDir ? await keepWrittenDescriptions(target, value) : value));
      result.written.push(toPosix(path.relative(options.cwd, target)));
    }
  }
  return { ...result, ok: true, durationMs: performance.now() - started };
}
