import path from 'node:path';
import { build, type BuildOptions, type ImportKind, type Message, type PartialMessage, type Plugin } from 'esbuild';
import { nearestPackageJson, type PackageJsonCache } from './package-json';

/** Where esbuild resolved an import to (a file, or an external such as a Node built-in), or why it could not (`errors`, and no path). */
export interface Resolution {
  path: string;
  external: boolean;
  errors: PartialMessage[];
  /** false when the file's package says it has none (its `package.json`'s `sideEffects`), as esbuild's resolver says: the bundle may leave out what no one uses. */
  sideEffects?: boolean;
}

/** What a resolution depends on besides the specifier, its folder and its kind: the build's resolution options. */
export type ResolveSettings = Pick<BuildOptions, 'platform' | 'conditions' | 'mainFields' | 'nodePaths'>;

const NAMESPACE = 'docs-site-resolve';

/** The statement that imports `specifier` the way `kind` does, whose resolution esbuild then makes. */
function importStatement(specifier: string, kind: ImportKind): string {
  const quoted = JSON.stringify(specifier);
  if (kind === 'require-call' || kind === 'require-resolve') return `require(${quoted});`;
  if (kind === 'dynamic-import') return `import(${quoted});`;
  return `import ${quoted};`;
}

/** The index of the virtual module an esbuild message is about, if it is one of ours. */
function moduleOf(message: Message): number | null {
  const file = message.location?.file ?? '';
  const match = new RegExp(`^${NAMESPACE}:(\\d+)$`).exec(file);
  return match ? Number(match[1]) : null;
}

/** A `sideEffects` pattern as esbuild reads it: relative to the package; without a `/`, a name at any depth; `*`, `**` and `?`. */
function sideEffectsPattern(pattern: string): RegExp {
  const relative = pattern.replace(/^\.\//, '');
  const anchored = relative.includes('/') ? relative : `**/${relative}`;
  const source = anchored
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '[^/]' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Whether esbuild takes a resolved file to have side effects: false when the nearest
 * `package.json` says `"sideEffects": false`, or lists patterns the file does not match;
 * else unknown (undefined), which esbuild takes as yes.
 */
function sideEffectsOf(file: string, packageJsons: PackageJsonCache): boolean | undefined {
  const manifest = nearestPackageJson(path.dirname(file), packageJsons);
  if (!manifest) return undefined;
  const { sideEffects } = manifest.fields;
  if (sideEffects === false) return false;
  if (!Array.isArray(sideEffects)) return undefined;
  const relative = path.relative(manifest.dir, file).split(path.sep).join('/');
  return sideEffects.some((pattern) => typeof pattern === 'string' && sideEffectsPattern(pattern).test(relative)) ? undefined : false;
}

/** A resolution to a file, with what esbuild's resolver would say of its side effects. */
function withSideEffects(resolution: Resolution, packageJsons: PackageJsonCache): Resolution {
  const sideEffects = sideEffectsOf(resolution.path, packageJsons);
  return sideEffects === undefined ? resolution : { ...resolution, sideEffects };
}

/** One request: an import, as written, from a folder. */
interface Request {
  specifier: string;
  resolveDir: string;
  kind: ImportKind;
}

/**
 * Resolves these imports in one esbuild run: a virtual module per import, whose one import
 * esbuild resolves as a build with `settings` would, and no file read. An import that does not
 * resolve fails the run: its error is kept, and the others are resolved again without it.
 */
async function resolveTogether(batch: readonly Request[], settings: ResolveSettings, packageJsons: PackageJsonCache): Promise<Resolution[]> {
  const answers: (Resolution | undefined)[] = batch.map(() => undefined);
  const plugin: Plugin = {
    name: 'docs-site-batch-resolve',
    setup(b) {
      // Module `docs-site-resolve:<index>` (the namespace, and the index as its path: how esbuild names it in messages and the metafile).
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:\\d+$`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const request = batch[Number(args.path)]!;
        return { contents: importStatement(request.specifier, request.kind), resolveDir: request.resolveDir, loader: 'js' };
      });
      // What a file holds is not needed: only where it is.
      b.onLoad({ filter: /.*/ }, () => ({ contents: '', loader: 'js' }));
    },
  };
  const workingDir = process.cwd();
  let left = batch.map((_, index) => index);
  while (left.length > 0) {
    try {
      const result = await build({
        ...settings,
        stdin: { contents: left.map((index) => `import ${JSON.stringify(`${NAMESPACE}:${index}`)};`).join('\n'), resolveDir: workingDir, loader: 'js' },
        absWorkingDir: workingDir,
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        logLevel: 'silent',
        plugins: [plugin],
      });
      for (const index of left) {
        const imported = result.metafile.inputs[`${NAMESPACE}:${index}`]?.imports[0];
        answers[index] = imported
          ? imported.external
            ? { path: imported.path, external: true, errors: [] }
            : withSideEffects({ path: path.resolve(workingDir, imported.path), external: false, errors: [] }, packageJsons)
          : { path: '', external: false, errors: [{ text: `Could not resolve ${JSON.stringify(batch[index]!.specifier)}` }] };
      }
      left = [];
    } catch (caught) {
      const failed = new Map<number, PartialMessage[]>();
      for (const message of (caught as { errors?: Message[] }).errors ?? []) {
        const index = moduleOf(message);
        // Where the import was written is ours, not the code's: the caller's build says where.
        if (index !== null && left.includes(index)) failed.set(index, [...(failed.get(index) ?? []), { text: message.text, notes: message.notes }]);
      }
      // An error about none of these imports would fail every run alike.
      if (failed.size === 0) throw caught;
      for (const [index, messages] of failed) answers[index] = { path: '', external: false, errors: messages };
      left = left.filter((index) => !failed.has(index));
    }
  }
  return answers.map((answer) => answer!);
}

/** How long the first import of a batch waits for others: esbuild asks for imports as it reads files side by side, a few at a time. */
const GATHER_MS = 5;

/**
 * Resolves imports as a plugin's `build.resolve` would, many in one esbuild run. esbuild's
 * `build.resolve` makes a new resolver for every call, which reads every folder on the way
 * again (evanw/esbuild#3795): costly for a package of thousands of files in one folder (an
 * icons package; `npm run bench:demos` measures it). Imports asked for within `GATHER_MS` of
 * each other are resolved together, and every answer is kept for the resolver's life (a
 * build's); an esbuild context's runs were no cheaper, each reading the folders again. An
 * answer carries what `build.resolve` would say of the file's side effects, which lets the
 * bundle leave out what no one uses.
 */
export function createBatchResolver(settings: ResolveSettings): (specifier: string, resolveDir: string, kind: ImportKind) => Promise<Resolution> {
  const answers = new Map<string, Promise<Resolution>>();
  // Read once per resolver (a build's): a dev server outlives an npm install.
  const packageJsons: PackageJsonCache = new Map();
  let waiting: (Request & { settle: (answer: Promise<Resolution>) => void })[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    const resolved = resolveTogether(batch, settings, packageJsons);
    batch.forEach((request, index) => request.settle(resolved.then((all) => all[index]!)));
  };

  return (specifier, resolveDir, kind) => {
    const key = `${kind}\0${resolveDir}\0${specifier}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = new Promise<Resolution>((resolve, reject) => {
        if (waiting.length === 0) setTimeout(flush, GATHER_MS);
        waiting.push({ specifier, resolveDir, kind, settle: (result) => result.then(resolve, reject) });
      });
      answers.set(key, answer);
    }
    return answer;
  };
}
