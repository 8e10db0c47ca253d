import type { ListItem, Root } from 'mdast';
import type { Transformer } from 'unified';
import { kebabCase } from '../../../util/kebab-case';


/**
 * A page whose frontmatter lists `components` (or `hooks`) ends with an "API" section that
 * links each one's API page, as the original site does. The links have no position in the
 * body: `compileMarkdown` gives them the line of the frontmatter key, for the link check.
 */
export default function remarkApiSection(): Transformer<Root, Root> {
  return (tree, file) => {
    const api = file.data.context?.api;
    if (!api || (api.components.length === 0 && api.hooks.length === 0)) return;
    const item = (label: string, name: string): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: `${api.basePath}/${kebabCase(name)}`, children: [{ type: 'inlineCode', value: label }] }],
        },
      ],
    });
    tree.children.push(
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'API' }] },
      {
        type: 'paragraph',
        children: [{ type: 'text', value: 'See the documentation below for a complete reference to all of the props and classes available to the components mentioned here.' }],
      },
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: [...api.components.map((name) => item(`<${name} />`, name)), ...api.hooks.map((name) => item(name, name))],
      },
    );
  };
}
