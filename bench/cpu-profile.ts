// Reads V8 .cpuprofile files (node --cpu-prof, one per thread) and sums them up: CPU time per
// thread, the functions with the most self time and the same time by package or engine stage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based. */
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

/** What `node --cpu-prof` writes. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

/** Self time of one function or one category, in milliseconds. */
export interface Cost {
  name: string;
  ms: number;
}

export interface ThreadSummary {
  /** `main`, `render worker 1`, ...: from the thread id and the code it ran. */
  label: string;
  file: string;
  /** Sampled time the thread was not idle, in milliseconds. */
  busyMs: number;
  wallMs: number;
  functions: Cost[];
  categories: Cost[];
}

/** Frames V8 reports for time spent outside any JavaScript function. */
const SPECIAL = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

/**
 * Bundles (the compiled CLI, the render worker, the templates) name each module they hold in
 * a `// path/to/file.ts` comment before its code: the module of a bundle's line is the last
 * such comment above it.
 */
class BundleModules {
  private readonly byFile = new Map<string, { line: number; module: string }[]>();

  moduleAt(file: string, line: number): string | null {
    let marks = this.byFile.get(file);
    if (!marks) {
      marks = [];
      try {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((text, index) => {
            const match = /^\/\/ (\S+\.(?:[cm]?[jt]sx?))$/.exec(text);
            if (match) marks!.push({ line: index, module: match[1]! });
          });
      } catch {
        // A temporary file (the compiled config) is gone by now.
      }
      this.byFile.set(file, marks);
    }
    let found: string | null = null;
    for (const mark of marks) {
      if (mark.line > line) break;
      found = mark.module;
    }
    return found;
  }
}

/** Node's own code: loading modules (parsing and compiling them, resolving), the file system, the rest. */
function nodeCategory(url: string): string {
  if (/^node:internal\/(modules|deps\/cjs-module-lexer|vm)/.test(url)) return 'node: loading modules';
  if (/^node:(internal\/)?fs/.test(url)) return 'node: fs';
  return 'node: other';
}

/** Where a frame's code comes from: a package, a stage of docs-site, a site's own code. */
function categorize(frame: CallFrame, modules: BundleModules, engineRoot: string): { category: string; where: string } {
  const { url, lineNumber } = frame;
  if (url === '') return { category: '', where: '(native)' };
  if (url.startsWith('node:')) return { category: nodeCategory(url), where: `${url}:${lineNumber + 1}` };
  if (!url.startsWith('file:')) return { category: url, where: `${url}:${lineNumber + 1}` };
  const file = fileURLToPath(url);
  const shortFile = path.relative(engineRoot, file).startsWith('..') ? file : path.relative(engineRoot, file);
  const module = modules.moduleAt(file, lineNumber);
  // A bundled module: the compiled CLI (lib/), the render worker or the templates (in the cache).
  const source = module ?? shortFile;
  const where = module ? `${module.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|templates|cli)\//, '$1/')} (${path.basename(file)}:${lineNumber + 1})` : `${shortFile}:${lineNumber + 1}`;
  const inPackage = /.*(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage && inPackage[1] !== '.cache') return { category: `node_modules/${inPackage[1]}`, where };
  // docs-site's patched copies of packages (vendor/), which node_modules links to.
  const vendored = /(?:^|\/)vendor\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (vendored) return { category: `vendor/${vendored[1]}`, where };
  const stage = /(?:^|\/)src\/([^/]+)\//.exec(source);
  if (stage) return { category: `docs-site/src/${stage[1]}`, where };
  if (/(?:^|\/)templates\//.test(source)) return { category: 'docs-site/templates', where };
  if (/(?:^|\/)cli\//.test(source)) return { category: 'docs-site/cli', where };
  return { category: `other: ${path.basename(file)}`, where };
}

/** The thread id in the file name node gives a profile: CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile. */
const threadId = (file: string) => Number(path.basename(file).split('.')[4] ?? 0);

const sortCosts = (map: Map<string, number>): Cost[] =>
  [...map.entries()].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));

/** Sums one profile. Native frames (no URL) count, by package, toward the nearest caller that has one. */
export function summarizeProfile(file: string, engineRoot: string, modules = new BundleModules()): ThreadSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    // A sample stands for the time until the next one.
    const micros = profile.timeDeltas[i + 1] ?? 0;
    selfMs.set(id, (selfMs.get(id) ?? 0) + micros / 1000);
  });

  const categoryOf = new Map<number, string>();
  const category = (id: number): string => {
    const known = categoryOf.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    let result: string;
    if (SPECIAL.has(name)) result = name;
    else {
      const own = categorize(node.callFrame, modules, engineRoot).category;
      const up = parent.get(id);
      result = own || (up !== undefined ? category(up) : '(native)');
      if (result === '(root)') result = '(native)';
    }
    categoryOf.set(id, result);
    return result;
  };

  const functions = new Map<string, number>();
  const categories = new Map<string, number>();
  let busyMs = 0;
  let isRenderWorker = false;
  // tinypool's worker blocks in Atomics.wait between tasks: sampled, but idle.
  const waiting = (id: number): boolean => {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === 'atomicsWaitLoop') return true;
    const up = parent.get(id);
    return node.callFrame.url === '' && up !== undefined && byId.get(up)!.callFrame.functionName === 'atomicsWaitLoop';
  };
  for (const node of profile.nodes) if (node.callFrame.url.includes('render-worker-')) isRenderWorker = true;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || waiting(id)) continue;
    busyMs += ms;
    const fn = SPECIAL.has(name) ? name : `${name || '(anonymous)'} ${categorize(node.callFrame, modules, engineRoot).where}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    const cat = category(id);
    categories.set(cat, (categories.get(cat) ?? 0) + ms);
  }
  const tid = threadId(file);
  return {
    label: tid === 0 ? 'main' : `${isRenderWorker ? 'render worker' : 'worker'} (thread ${tid})`,
    file,
    busyMs,
    wallMs: (profile.endTime - profile.startTime) / 1000,
    functions: sortCosts(functions),
    categories: sortCosts(categories),
  };
}

/** The threads together. */
export function overall(threads: ThreadSummary[]): ThreadSummary {
  const add = (pick: (t: ThreadSummary) => Cost[]) => {
    const map = new Map<string, number>();
    for (const thread of threads) for (const { name, ms } of pick(thread)) map.set(name, (map.get(name) ?? 0) + ms);
    return sortCosts(map);
  };
  return {
    label: 'all threads',
    file: '',
    busyMs: threads.reduce((sum, t) => sum + t.busyMs, 0),
    wallMs: Math.max(0, ...threads.map((t) => t.wallMs)),
    functions: add((t) => t.functions),
    categories: add((t) => t.categories),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const share = (ms: number, of: number) => `${of > 0 ? ((100 * ms) / of).toFixed(1) : '0.0'}%`;

/** A thread's summary as Markdown: its totals, then the top `top` functions and categories by self time. */
export function formatThread(thread: ThreadSummary, top: number): string {
  const table = (title: string, costs: Cost[]) => [
    `| ${title} | self | share |`,
    '|---|---:|---:|',
    ...costs.slice(0, top).map((c) => `| ${c.name.replace(/\|/g, '\\|')} | ${c.ms.toFixed(0)} ms | ${share(c.ms, thread.busyMs)} |`),
  ];
  return [
    `### ${thread.label}: ${seconds(thread.busyMs)} busy of ${seconds(thread.wallMs)} profiled`,
    '',
    ...table('function (file:line)', thread.functions),
    '',
    ...table('package or stage', thread.categories),
    '',
  ].join('\n');
}
