import path from 'node:path';
import { build, type BuildOptions, type Message, type Plugin } from 'esbuild';
import type { DemoFailure } from '../model/demo-failure';

/** A demo of the browser bundle: its id and entry file. */
export interface BundledDemo {
  id: string;
  entry: string;
}

/** esbuild's errors of a failed build, or null when it failed otherwise. */
const errorsOf = (caught: unknown): Message[] | null => {
  const errors = (caught as { errors?: Message[] }).errors;
  return errors?.length ? errors : null;
};

/** Marks the tracer's own resolution, so that it does not trace itself. */
const TRACED = 'docs-site-trace';

/** An import esbuild resolved: who imported what (as written), and the file it resolved to, if any. */
interface Edge {
  importer: string;
  specifier: string;
  resolved: string | null;
}

/** Records every import of a build, resolved by the build's other plugins and esbuild itself. */
function tracer(edges: Edge[]): Plugin {
  return {
    name: 'docs-site-trace',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        // Its own resolution, and a plugin's (which a plugin marks with its data), are not imports.
        if (args.pluginData !== undefined || args.kind === 'entry-point') return undefined;
        const result = await b.resolve(args.path, { importer: args.importer, resolveDir: args.resolveDir, kind: args.kind, pluginData: TRACED });
        edges.push({ importer: path.resolve(args.importer), specifier: args.path, resolved: result.errors.length || !result.path ? null : path.resolve(result.path) });
        if (result.errors.length) return { errors: result.errors };
        return { path: result.path, external: result.external, namespace: result.namespace, sideEffects: result.sideEffects, pluginData: result.pluginData };
      });
    },
  };
}

/** The imports from `entry` to `target` (a file), as written: the shortest chain. */
function chainTo(edges: readonly Edge[], entry: string, target: string): string[] {
  const from = new Map<string, Edge[]>();
  for (const edge of edges) from.set(edge.importer, [...(from.get(edge.importer) ?? []), edge]);
  const previous = new Map<string, Edge | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file === target) break;
    for (const edge of from.get(file) ?? []) {
      if (edge.resolved === null || previous.has(edge.resolved)) continue;
      previous.set(edge.resolved, edge);
      queue.push(edge.resolved);
    }
  }
  if (!previous.has(target)) return [];
  const chain: string[] = [];
  for (let edge = previous.get(target); edge; edge = previous.get(edge.importer)) chain.unshift(edge.specifier);
  return chain;
}

/**
 * Which demos break the browser bundle, and why: the demos are bundled in halves until each
 * failing demo stands alone (a few builds for a few failing demos among hundreds), then each is
 * bundled once more with every import traced, for the chain of imports from the demo to the
 * file esbuild could not take (`@mui/docs/Link -> next/router -> ... -> fs`).
 */
export async function findBundleFailures(demos: readonly BundledDemo[], options: BuildOptions, root: string): Promise<Record<string, DemoFailure>> {
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const bundles = async (group: readonly BundledDemo[]) => {
    try {
      await build({ ...options, entryPoints: group.map((demo) => ({ in: demo.entry, out: `demo-${group.indexOf(demo)}` })), write: false, metafile: false });
      return true;
    } catch (caught) {
      if (!errorsOf(caught)) throw caught;
      return false;
    }
  };
  const failing: BundledDemo[] = [];
  const bisect = async (group: readonly BundledDemo[]): Promise<void> => {
    if (group.length === 0 || (await bundles(group))) return;
    if (group.length === 1) {
      failing.push(group[0]!);
      return;
    }
    const half = Math.ceil(group.length / 2);
    await bisect(group.slice(0, half));
    await bisect(group.slice(half));
  };
  await bisect(demos);

  const failures: Record<string, DemoFailure> = {};
  for (const demo of failing) {
    const edges: Edge[] = [];
    let errors: Message[] = [];
    try {
      await build({ ...options, entryPoints: [demo.entry], write: false, metafile: false, plugins: [tracer(edges), ...(options.plugins ?? [])] });
    } catch (caught) {
      errors = errorsOf(caught) ?? [];
    }
    const [first] = errors;
    const at = first?.location?.file ? path.resolve(first.location.file) : null;
    const chain = at ? chainTo(edges, path.resolve(demo.entry), at) : [];
    const unresolved = edges.find((edge) => edge.importer === at && edge.resolved === null);
    if (chain.length > 0 && unresolved) chain.push(unresolved.specifier);
    const text = first?.text ?? 'esbuild could not bundle it';
    failures[demo.id] = {
      kind: 'bundle',
      message: `${text}${chain.length > 0 ? `, imported through ${chain.join(' -> ')}` : ''}${at ? ` (at ${shown(at)}${first?.location ? `:${first.location.line}` : ''})` : ''}`,
      hint: /Could not resolve "(?:fs|path|child_process|os|crypto|module|url)"/.test(text)
        ? 'a package in that chain is written for Node or for a framework (Next.js) and cannot run in the browser: see `nextStandIns` in the config, or import another entry point'
        : null,
      file: shown(demo.entry),
      line: null,
      column: null,
    };
  }
  return failures;
}
