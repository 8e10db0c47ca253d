import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxProject, SandboxVariant } from '../../shared/sandbox-project';
import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import { packageRoot } from '../util/package-root';
import { applyAlias } from '../util/shared-packages';
import { NotSiteFileError, readSiteFile } from '../util/site-files';
import type { InstalledVersion } from './installed-versions';
import type { DemoModule } from './load-demos';
import { findImports, packageOf, rewriteImports } from './sandbox-imports';
import { typescriptToJavascript } from './to-javascript';

/** What a demo's project is made with: the site's folders, its `alias`, and the versions it installs. */
export interface SandboxSite {
  root: string;
  contentDir: string;
  alias: Readonly<Record<string, string>>;
  /** Where the demo's file is shown: the project's description. */
  describe: (file: string) => string;
  versions: InstalledVersion;
}

/** Every project runs these, whatever the demo imports: React, Emotion as MUI needs it, and Material UI (the theme provider). */
const BASE_PACKAGES = ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@mui/material'];
/** A TS project also gets TypeScript, and React's types. */
const TS_PACKAGES = ['typescript'];
const TS_TYPES = ['@types/react', '@types/react-dom'];
/** What the entry imports for a right-to-left reader. */
const RTL_PACKAGES = ['@emotion/cache', 'stylis', '@mui/stylis-plugin-rtl'];

/** The files a project can hold: text the services take as it is. */
const TEXT_FILE = /\.(?:tsx?|jsx?|json|css)$/;
const TS_FILE = /\.tsx?$/;
const CANDIDATES = {
  ts: ['.tsx', '.ts', '.jsx', '.js'],
  js: ['.js', '.jsx', '.tsx', '.ts'],
};

const isInside = (file: string, folder: string) => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The file a relative specifier (or an alias's path) names, in the variant's order of
 * preference: read by the site's rules for its files (`within`: a regular file, or a link to
 * one inside the folder), or `outside` when the file is outside that folder; null when there is
 * no such file.
 */
async function resolveFile(target: string, variant: 'ts' | 'js', within: string): Promise<{ file: string; source: string } | 'outside' | null> {
  const tries = [
    ...(path.extname(target) ? [target] : []),
    ...CANDIDATES[variant].map((extension) => `${target}${extension}`),
    ...CANDIDATES[variant].map((extension) => path.join(target, `index${extension}`)),
  ];
  for (const file of tries) {
    if (!isInside(file, within)) {
      if (await stat(file).then((found) => found.isFile(), () => false)) return 'outside';
      continue;
    }
    try {
      return { file, source: (await readSiteFile(within, path.relative(within, file).split(path.sep).join('/'))).toString('utf8') };
    } catch (caught) {
      if (caught instanceof NotSiteFileError) return 'outside';
      const code = (caught as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') throw caught;
    }
  }
  return null;
}

/**
 * One variant of a demo's project: the demo as `Demo.tsx` (or `Demo.js`) and every file of the
 * site it imports, relatively or through an `alias` naming a file of the site, flattened beside
 * it under its own name (as upstream's sandboxes do), their imports rewritten to match; a TS
 * file in the JS project becomes JavaScript as the demo's own JS source is made. A relative
 * import is followed only inside the content folder, an alias only inside the site's folder:
 * nothing else of the machine goes into a project. The dependencies are the packages the files
 * import, at the versions the site installs.
 */
async function projectVariant(
  demo: DemoModule,
  variant: 'ts' | 'js',
  site: SandboxSite,
  report: (message: string) => void,
  read: Set<string>,
): Promise<SandboxVariant> {
  const ts = variant === 'ts';
  const files: Record<string, string> = {};
  const packages = new Set<string>([...BASE_PACKAGES, ...(ts ? TS_PACKAGES : [])]);
  const standIns = new Set<string>();
  /** The flattened name of each file taken, by its path; names taken, in lower case (some file systems ignore case). */
  const names = new Map<string, string>();
  const taken = new Set(['demo', 'index']);
  const queue: { file: string; source: string; name: string }[] = [];

  const take = (file: string, source: string): string => {
    const known = names.get(file);
    if (known) return known;
    const extension = !ts && TS_FILE.test(file) ? '.js' : path.extname(file);
    const base = path.basename(file, path.extname(file));
    const stem = base === 'index' ? path.basename(path.dirname(file)) : base;
    let unique = stem;
    for (let n = 2; taken.has(unique.toLowerCase()); n += 1) unique = `${stem}-${n}`;
    taken.add(unique.toLowerCase());
    const name = `${unique}${extension}`;
    names.set(file, name);
    queue.push({ file, source, name });
    return name;
  };

  const entrySource = ts ? demo.tsSource : demo.jsSource;
  if (entrySource === null) throw new Error(`${demo.id} has no ${variant} source`);
  const entryName = `Demo.${ts ? 'tsx' : 'js'}`;
  // The JS project of a demo written in TS starts from its JS source, made from the TS one.
  const entryFile = ts ? demo.entry : demo.entry.replace(/\.tsx$/, '.js');
  names.set(entryFile, entryName);
  queue.push({ file: entryFile, source: entrySource, name: entryName });

  for (let item = queue.shift(); item; item = queue.shift()) {
    const { file, name } = item;
    let source = item.source;
    if (!ts && TS_FILE.test(file)) source = await typescriptToJavascript(source);
    if (!/\.[jt]sx?$/.test(file)) {
      files[name] = source;
      continue;
    }
    const imports = await findImports(source, ts && TS_FILE.test(file));
    const renames = new Map<string, string>();
    for (const { value } of imports) {
      if (renames.has(value)) continue;
      let aliased = applyAlias(value, site.alias);
      // An alias to one of docs-site's stand-ins (`nextStandIns`): a project has the package itself,
      // its latest version when the site does not install it (it uses the stand-in instead).
      if (aliased !== null && path.isAbsolute(aliased) && aliased.startsWith(`${packageRoot()}${path.sep}`)) {
        aliased = null;
        const name = packageOf(value);
        if (name) standIns.add(name);
      }
      const relative = /^\.\.?(?:\/|$)/.test(value);
      const target = relative ? path.resolve(path.dirname(file), value) : aliased !== null && path.isAbsolute(aliased) ? aliased : null;
      if (target === null) {
        const name = packageOf(aliased ?? value);
        if (name) packages.add(name);
        continue;
      }
      const found = await resolveFile(target, variant, relative ? site.contentDir : site.root);
      if (found === null || found === 'outside' || !TEXT_FILE.test(found.file)) {
        const why = found === null ? 'no such file' : found === 'outside' ? `it is outside the ${relative ? 'content' : "site's"} folder` : 'only text files are';
        report(`${value} is not in its StackBlitz and CodeSandbox projects: ${why}`);
        continue;
      }
      read.add(found.file);
      const flattened = take(found.file, found.source);
      const keepsExtension = path.extname(value) !== '' && TEXT_FILE.test(value);
      renames.set(value, `./${keepsExtension ? flattened : flattened.replace(/\.[jt]sx?$/, '')}`);
    }
    files[name] = rewriteImports(source, imports, (value) => renames.get(value) ?? null);
  }

  const from = path.dirname(demo.entry);
  const dependencies: Record<string, string> = {};
  for (const name of [...packages].sort()) {
    // The project's own tools (TypeScript) and stand-ins are the latest when the site lacks them.
    const version = site.versions(name, from) ?? (standIns.has(name) || TS_PACKAGES.includes(name) ? 'latest' : null);
    if (version === null) report(`the package ${name} it imports is not installed: its StackBlitz and CodeSandbox projects leave it out`);
    else dependencies[name] = version;
  }
  const devDependencies: Record<string, string> = {};
  if (ts) {
    // The types of React, and of any package that has them apart, when the site installs them.
    const types = [...TS_TYPES, ...Object.keys(dependencies).map((name) => `@types/${name.replace(/^@/, '').replace('/', '__')}`)];
    for (const name of [...new Set(types)].sort()) {
      const version = site.versions(name, from) ?? (TS_TYPES.includes(name) ? 'latest' : null);
      if (version !== null) devDependencies[name] = version;
    }
  }
  return { files, dependencies, devDependencies };
}

/**
 * The project a demo's "Open in StackBlitz" and "Open in CodeSandbox" buttons send, in each
 * language it is shown in, with warnings for what it cannot hold (an import from outside the
 * content folder, a package the site does not install). Pure but for reading the demo's files.
 */
export async function makeSandboxProject(demo: DemoModule, site: SandboxSite): Promise<MadeSandbox> {
  const reported = new Set<string>();
  const report = (message: string) => reported.add(message);
  const read = new Set<string>([demo.entry]);
  const file = path.relative(site.root, demo.entry).split(path.sep).join('/');
  const [ts, js] = await Promise.all([demo.tsSource !== null ? projectVariant(demo, 'ts', site, report, read) : null, projectVariant(demo, 'js', site, report, read)]);
  const from = path.dirname(demo.entry);
  const rtl = { dependencies: {} as Record<string, string>, devDependencies: {} as Record<string, string> };
  for (const name of RTL_PACKAGES) {
    const version = site.versions(name, from);
    if (version !== null) rtl.dependencies[name] = version;
    const types = site.versions(`@types/${name}`, from);
    if (types !== null) rtl.devDependencies[`@types/${name}`] = types;
  }
  const project: SandboxProject = {
    title: demo.name,
    description: site.describe(file),
    styling: /(?:^|\/)tailwind\/index$/.test(demo.id) ? 'tailwind' : null,
    variants: { ...(ts && { ts }), js },
    rtl,
  };
  const diagnostics = [...reported].sort().map((message) =>
    warning({
      code: 'demos/sandbox',
      message: `${path.posix.basename(file)}: ${message}`,
      file,
      hint: 'keep what a demo imports inside the content folder, and install the packages it imports in the site\'s folder',
    }),
  );
  return { project, diagnostics, inputs: [...read].sort() };
}

/** A demo's project, what it leaves out, and the files of the site it was made of (absolute). */
export interface MadeSandbox {
  project: SandboxProject;
  diagnostics: Diagnostic[];
  inputs: string[];
}

/** The packages a project depends on, each with the version it was made with (to tell whether an install changed it). */
export function sandboxPackages(project: SandboxProject): Record<string, string> {
  const all: Record<string, string> = { ...project.rtl.dependencies, ...project.rtl.devDependencies };
  for (const variant of [project.variants.ts, project.variants.js]) Object.assign(all, variant?.dependencies, variant?.devDependencies);
  return all;
}
