import type { Html, Node, Parent, Root, RootContent } from 'mdast';
import type { Transformer } from 'unified';
import type { VFile } from 'vfile';
import { constructNode, type ConstructTwin } from '../common/constructs';
import type { DiagnosticCode } from '../../../diagnostics/codes';

const OPEN = /^<codeblock(\s[^>]*)?>\s*$/i;
const CLOSE = /^<\/codeblock>\s*$/i;
const STORAGE_KEY = /\bstorageKey\s*=\s*(?:"([^"]*)"|'([^']*)')/;

const isParent = (node: Node): node is Parent => Array.isArray((node as Parent).children);

/**
 * Code tabs: `<codeblock storageKey="k">`, fenced blocks written ```` ```lang TabName ````,
 * `</codeblock>`, each tag on a line of its own. The fences become one `docs-code-tabs`;
 * the storage key lets the client remember the chosen tab for every block that shares it.
 */
export default function remarkCodeTabs(): Transformer<Root, Root> {
  return (tree, file) => {
    transformContainer(tree, file);
  };
}

function transformContainer(parent: Parent, file: VFile): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    const open = node.type === 'html' ? OPEN.exec(node.value.trim()) : null;
    if (!open) {
      if (isParent(node)) transformContainer(node, file);
      continue;
    }
    const attributes = open[1] ?? '';
    const key = STORAGE_KEY.exec(attributes);
    let end = i + 1;
    while (end < children.length && !(children[end]!.type === 'html' && CLOSE.test((children[end] as Html).value.trim()))) end += 1;
    const closed = end < children.length;
    if (!closed) {
      file.message('<codeblock> is never closed: end it with </codeblock> on a line of its own', {
        place: node.position,
        ruleId: 'markdown/codeblock-unclosed' satisfies DiagnosticCode,
        source: 'markdown',
      });
    }
    const body = children.slice(i + 1, end);
    for (const block of body) {
      if (block.type !== 'code') {
        file.message('Only fenced code blocks belong inside <codeblock>; this block is shown after the tabs', {
          place: block.position,
          ruleId: 'markdown/codeblock-content' satisfies DiagnosticCode,
          source: 'markdown',
        });
      }
    }
    const code = body.filter((block) => block.type === 'code');
    const others = body.filter((block) => block.type !== 'code');
    const start = node.position?.start;
    const stop = (children[closed ? end : end - 1] ?? node).position?.end;
    const tabs = constructNode(
      file,
      'docs-code-tabs',
      { storageKey: key ? (key[1] ?? key[2] ?? null) : null },
      code,
      start && stop ? { start, end: stop } : undefined,
      codeTabsTwin,
    );
    children.splice(i, (closed ? end + 1 : end) - i, tabs, ...others);
    i += others.length;
  }
}

/** Code tabs in the page's twin: their code blocks as written, without the `<codeblock>` lines. */
export const codeTabsTwin: ConstructTwin = (node, writer) => {
  const { source } = writer;
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  const openerEnd = source.indexOf('\n', start);
  const lastLine = source.lastIndexOf('\n', end - 1) + 1;
  const to = lastLine > start && CLOSE.test(source.slice(lastLine, end).trim()) ? lastLine - 1 : end;
  return openerEnd === -1 || openerEnd + 1 >= to ? '' : writer.span(openerEnd + 1, to, node.children);
};
