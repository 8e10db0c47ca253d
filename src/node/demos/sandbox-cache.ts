import path from 'node:path';
import { z } from 'zod';
import { diagnosticSchema } from '../util/diagnostic-schema';
import { MAX_CACHE_FILE_BYTES } from '../util/limits';
import { readRegularFileSync } from '../util/site-files';
import type { SandboxProject } from '../../shared/sandbox-project';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { inputsUnchanged, isInputsRecord, recordInputs, type InputsRecord } from '../util/input-files';
import { sha256 } from '../util/sha256';
import { writeAtomically } from '../util/write-atomically';
import type { DemoModule } from './load-demos';
import type { MadeSandbox } from './sandbox-project';

/** Layout of the folder; another layout lives in another folder. */
const FORMAT = 'sandboxes-v1';

interface Entry {
  project: SandboxProject;
  diagnostics: Diagnostic[];
  inputs: InputsRecord;
}

/** Files and packages of a project, by name: text and versions (bounded by the cache file's size). */
const strings = z.record(z.string().max(4096), z.string());
const variant = z.strictObject({ files: strings, dependencies: strings, devDependencies: strings });
/**
 * An entry as read back: what the build publishes (`assets/sandbox/*.json`) and reports, so the
 * whole of it is checked; an entry that does not pass is made again.
 */
const entrySchema = z.strictObject({
  project: z.strictObject({
    title: z.string().max(4096),
    description: z.string().max(4096),
    styling: z.literal('tailwind').nullable(),
    variants: z.strictObject({ ts: variant.optional(), js: variant }),
    rtl: z.strictObject({ dependencies: strings, devDependencies: strings }),
  }),
  diagnostics: z.array(diagnosticSchema),
  inputs: z.custom<InputsRecord>(isInputsRecord),
}) satisfies z.ZodType<Entry>;

const isEntry = (value: unknown): value is Entry => entrySchema.safeParse(value).success;

/**
 * The demos' sandbox projects, kept between builds (in the config's cache folder): a project is
 * made again when the demo's sources changed, a file of the site it was made of changed (or one
 * appeared beside it), what every demo is compiled with changed (`fingerprint`), or a package
 * it depends on is installed at another version now (`holds`). A build with nothing changed
 * neither parses a demo nor reads one of its modules.
 */
export interface SandboxCache {
  read(demo: DemoModule, holds: (project: SandboxProject) => boolean): Promise<MadeSandbox | null>;
  write(demo: DemoModule, made: MadeSandbox): Promise<void>;
  /** Writes what this build made, and forgets the projects of every other demo. */
  save(): Promise<void>;
}

/** No cache (`--no-cache`): every project is made. */
const NO_CACHE: SandboxCache = { read: async () => null, write: async () => undefined, save: async () => undefined };

export async function openSandboxCache(cacheRoot: string | null, fingerprint: string): Promise<SandboxCache> {
  if (cacheRoot === null) return NO_CACHE;
  const file = path.join(cacheRoot, FORMAT, 'index.json');
  let stored: Map<string, Entry>;
  try {
    const data = JSON.parse(readRegularFileSync(file, MAX_CACHE_FILE_BYTES).toString('utf8')) as unknown;
    stored = new Map(typeof data === 'object' && data !== null ? Object.entries(data).filter((entry): entry is [string, Entry] => isEntry(entry[1])) : []);
  } catch {
    stored = new Map();
  }
  const kept = new Map<string, Entry>();
  let changed = false;
  // Files many projects share (a module several demos import), read once.
  const seen = new Map<string, Promise<string | null>>();
  const keyOf = (demo: DemoModule) => sha256(JSON.stringify([fingerprint, demo.id, demo.entry, demo.tsSource, demo.jsSource, demo.jsGenerated]));
  return {
    async read(demo, holds) {
      const key = keyOf(demo);
      const entry = stored.get(key);
      if (!entry || !holds(entry.project) || !(await inputsUnchanged(entry.inputs, seen))) return null;
      kept.set(key, entry);
      return { project: entry.project, diagnostics: entry.diagnostics, inputs: [] };
    },
    async write(demo, made) {
      const inputs = await recordInputs(made.inputs);
      if (!inputs) return;
      kept.set(keyOf(demo), { project: made.project, diagnostics: made.diagnostics, inputs });
      changed = true;
    },
    async save() {
      if (changed || kept.size !== stored.size) await writeAtomically(file, JSON.stringify(Object.fromEntries(kept)));
    },
  };
}
