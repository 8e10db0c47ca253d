import type { Code, Root } from 'mdast';
import type { Transformer } from 'unified';
import { SKIP, walk } from '../common/walk';
import { constructNode } from '../common/constructs';

export interface CodeMeta {
  title: string | null;
  /** The tab name of a fence inside `<codeblock>`: the first bare word of the info string. */
  tab: string | null;
}

const MAX_INFO_STRING = 1000;

/** Reads the info string after the language: `title="App.js"`, or a bare tab name. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  // An info string is a few words; its patterns backtrack over a long run of word characters,
  // so past MAX_INFO_STRING characters the rest is not read.
  const text = (meta ?? '').slice(0, MAX_INFO_STRING);
  const title = /\btitle\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(text);
  const rest = text.replace(/\b[\w-]+\s*=\s*(?:"[^"]*"|'[^']*'|\S+)/g, ' ').trim();
  return { title: title ? (title[1] ?? title[2] ?? '') : null, tab: rest.split(/\s+/)[0] || null };
}

/**
 * Every fenced or indented code block becomes a `docs-code` around its `<pre><code>`, with
 * the language, the title and the tab name from its info string as props. Highlighting
 * comes later, on the sanitised tree.
 */
export default function remarkCodeBlocks(): Transformer<Root, Root> {
  return (tree, file) => {
    walk(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const { title, tab } = parseCodeMeta(node.meta);
      const code: Code = { type: 'code', lang: node.lang ?? null, meta: null, value: node.value, ...(node.position && { position: node.position }) };
      parent.children[index] = constructNode(file, 'docs-code', { language: node.lang ?? null, title, tab }, [code], node.position);
      return SKIP;
    });
  };
}
