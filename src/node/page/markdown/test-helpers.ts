import { toHtml } from 'hast-util-to-html';
import { compileMarkdown, type CompiledMarkdown } from './compile';
import { EMPTY_CONTEXT, type DemoEntry, type MarkdownContext } from '../../model/markdown';

/** Compiles a body (starting on line 1 of `content/page.md`) and serialises its tree, for tests. */
export function compileToHtml(body: string, context: Partial<MarkdownContext> = {}): CompiledMarkdown & { html: string } {
  const compiled = compileMarkdown({ file: 'content/page.md', body, bodyStartLine: 1 }, { ...EMPTY_CONTEXT, ...context });
  return { ...compiled, html: toHtml(compiled.hast) };
}

/** A demo entry as the demo loader would give it. */
export function demoEntry(name: string, sources: { ts?: string; js?: string } = {}): DemoEntry {
  return {
    id: `page/${name}`,
    name,
    tsSource: sources.ts ?? null,
    jsSource: sources.js ?? sources.ts ?? '',
    jsGenerated: sources.js === undefined,
  };
}
