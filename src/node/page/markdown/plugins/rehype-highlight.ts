import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import type { Transformer } from 'unified';
import { MAX_HIGHLIGHTED_LENGTH } from '../../../util/limits';
import { SKIP, walk } from '../common/walk';
import type { DiagnosticCode } from '../../../diagnostics/codes';

// The common grammars plus the two the docs use most. Registering is idempotent.
refractor.register(jsx);
refractor.register(tsx);

// Longer blocks are shown without highlighting: grammars can backtrack on huge inputs, and a
// page holding such a block is not read token by token anyway.
export { MAX_HIGHLIGHTED_LENGTH };

/** Languages written in docs that are plain text: nothing to highlight, nothing to report. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

/**
 * Highlights every `docs-code` block at build time with Prism grammars (through refractor):
 * the tokens become `<span class="token keyword">` and the like, coloured by the templates'
 * CSS for each colour scheme, so no highlighter runs in the browser. A language with no
 * grammar is reported and shown as plain text.
 */
export default function rehypeHighlight(): Transformer<Root, Root> {
  return (tree, file) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'docs-code') return;
      const language = typeof node.properties.language === 'string' ? node.properties.language.toLowerCase() : null;
      const pre = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      const code = pre?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code || !language || PLAIN.has(language)) return SKIP;
      if (!refractor.registered(language)) {
        file.message(`No highlighting for the code language "${language}"; the block is shown as plain text`, {
          place: node.position,
          ruleId: 'markdown/code-language' satisfies DiagnosticCode,
          source: 'markdown',
        });
        return SKIP;
      }
      const text = toString(code);
      if (text.length > MAX_HIGHLIGHTED_LENGTH) {
        file.message(`Code block of ${text.length} characters: shown without highlighting (the limit is ${MAX_HIGHLIGHTED_LENGTH})`, {
          place: node.position,
          ruleId: 'markdown/code-too-long' satisfies DiagnosticCode,
          source: 'markdown',
        });
        return SKIP;
      }
      code.children = refractor.highlight(text, language).children as ElementContent[];
      return SKIP;
    });
  };
}
