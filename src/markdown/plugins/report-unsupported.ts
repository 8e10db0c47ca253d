import type { Html, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Transformer } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * The docs dialect has constructs this version does not render yet. They stay in the page as
 * plain text, and each is reported with its line so the gap is visible rather than hidden.
 */
export default function remarkReportUnsupported(): Transformer<Root, Root> {
  return (tree, file) => {
    visit(tree, (node) => {
      if (node.type === 'paragraph') {
        const text = toString(node as Paragraph).trim();
        const embed = /^\{\{\s*"(demo|component)"\s*:\s*"([^"]*)"/.exec(text);
        if (embed) {
          file.message(`${embed[1]} embeds are not supported yet: ${embed[2]}`, { place: node.position, ruleId: 'unsupported-embed', source: 'markdown' });
        } else if (/^:::\s*\w+/.test(text)) {
          file.message(`Callouts are not supported yet: ${text.split('\n')[0]}`, { place: node.position, ruleId: 'unsupported-callout', source: 'markdown' });
        }
      } else if (node.type === 'html' && /^<codeblock[\s>]/i.test((node as Html).value)) {
        file.message('Code tabs (<codeblock>) are not supported yet', { place: node.position, ruleId: 'unsupported-codeblock', source: 'markdown' });
      }
    });
  };
}
