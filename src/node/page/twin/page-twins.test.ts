import { describe, expect, it } from 'vitest';
import type { ApiPageSource } from '../../model/api-source';
import { EMPTY_CONTEXT, type DemoEntry, type MarkdownContext } from '../../model/markdown';
import type { RoutedPage } from '../../model/page-site';
import { compileMarkdown } from '../markdown/compile';
import { apiTwin } from './api-twin';
import { htmlToText } from '../../util/html-text';
import { pageTwin } from './page-twins';

const demo = (name: string, tsSource: string | null, jsSource: string): DemoEntry => ({ id: `page/${name}`, name, tsSource, jsSource, jsGenerated: tsSource !== null });

const FRONTMATTER = { title: 'React Button component', description: 'Buttons.' };

/** The twin of a page of `body`, made as a build makes it: from the page's compiled markdown. */
function twinOf(body: string, extra: { frontmatter?: Record<string, unknown>; api?: ApiPageSource[]; context?: Partial<MarkdownContext> } = {}) {
  const frontmatter = extra.frontmatter ?? FRONTMATTER;
  const url = '/material-ui/react-button';
  const context: MarkdownContext = {
    ...EMPTY_CONTEXT,
    contentPath: 'material-ui/react-button/index.md',
    demos: { Basic: demo('Basic', 'const ts: number = 1;\n', 'const js = 1;\n'), OnlyJs: demo('OnlyJs', null, 'const only = 1;\n') },
    routesByFile: { 'material-ui/customization/theming.md': '/material-ui/customization/theming' },
    demoChecks: 'warn',
    twin: { host: 'https://mui.com', url, languagePrefix: '', frontmatter },
    ...extra.context,
  };
  const compiled = compileMarkdown({ file: 'docs/data/material/components/buttons/buttons.md', body, bodyStartLine: 1 }, context);
  const page = { frontmatter, route: { pathname: url, url, fallback: false, productId: 'material-ui', language: 'en' } } as unknown as RoutedPage;
  return pageTwin({ llms: true }, page, compiled, extra.api ?? [])!;
}
const twin = (body: string, extra?: Parameters<typeof twinOf>[1]) => twinOf(body, extra).text;

const BUTTON: ApiPageSource = {
  productId: 'material-ui',
  slug: 'button',
  json: {
    name: 'Button',
    imports: ["import Button from '@mui/material/Button';"],
    props: {
      color: { type: { name: 'union', description: "'primary'<br>&#124;&nbsp;'secondary'" }, default: "'primary'" },
      label: { type: { name: 'string' }, required: true },
    },
    slots: [{ name: 'root', class: 'MuiButton-root', default: "'button'", description: 'The root.' }],
    classes: [{ key: 'disabled', className: 'Mui-disabled', description: 'If `disabled`.', isGlobal: true }],
  } as ApiPageSource['json'],
  descriptions: { propDescriptions: { color: { description: 'The <code>color</code> | hue.' } } },
  descriptionsFile: null,
  lines: {},
};

describe("a page's markdown twin", () => {
  it('puts the title and description on top, once', () => {
    expect(twin('# Button\n\n<p class="description">Buttons allow users to act.</p>\n\nText.\n')).toBe('# Button\n\nButtons allow users to act.\n\nText.\n');
    const { title, description } = twinOf('# Button\n\n<p class="description">Buttons <b>act</b>.</p>\n');
    expect({ title, description }).toEqual({ title: 'Button', description: 'Buttons act.' });
  });

  it("takes the frontmatter's title and description when the body has none", () => {
    expect(twin('Text.\n')).toBe('# React Button component\n\nButtons.\n\nText.\n');
  });

  it('leaves alone what only looks like a heading or a description: in code, or written as code', () => {
    const text = twin('Text.\n\n```bash\n# not a title\n```\n\nWrite `<p class="description">` under the title.\n');
    expect(text).toMatch(/^# React Button component\n\nButtons\.\n\nText\./);
    expect(text).toContain('```bash\n# not a title\n```');
    expect(text).toContain('Write `<p class="description">` under the title.');
  });

  it("inlines each demo's source, TS where there is one, as a fenced block", () => {
    const text = twin('# B\n\n{{"demo": "Basic.js"}}\n\n{{"demo": "OnlyJs.js", "hideToolbar": true}}\n\n{{"demo": "Gone.js"}}\n');
    expect(text).toContain('```tsx\nconst ts: number = 1;\n```');
    expect(text).toContain('```jsx\nconst only = 1;\n```');
    expect(text).toContain('*The page shows the demo Gone.js here: https://mui.com/material-ui/react-button*');
    expect(text).not.toContain('{{');
  });

  it('says in words what an embed shows, and lists the links of the component header', () => {
    const text = twin('# B\n\n{{"component": "modules/components/ComponentLinkHeader.js"}}\n\n{{"component": "modules/components/MaterialUIComponents.js"}}\n\n{{"component": "modules/components/ComponentPageTabs.js"}}\n', {
      frontmatter: { title: 'B', githubLabel: 'component: button', waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/' },
    });
    expect(text).toContain('- Feedback: https://github.com/issues?q=label%3Acomponent%3A%20button');
    expect(text).toContain('- WAI-ARIA: https://www.w3.org/WAI/ARIA/apg/patterns/button/');
    expect(text).toContain('*The page "B" shows an interactive MaterialUIComponents here: https://mui.com/material-ui/react-button*');
    expect(text).not.toContain('{{');
    expect(text).not.toContain('ComponentPageTabs');
  });

  it('makes a callout a blockquote with its kind, and a code tabs embed its code blocks', () => {
    const text = twin('# B\n\n:::warning\nMind the **gap**.\n\nTwice.\n:::\n\nAfter.\n\n{{"component": "modules/components/HighlightedCodeWithTabs.js", "tabs": [{"tab": "npm", "code": "npm i x", "language": "bash"}]}}\n');
    expect(text).toContain('> **Warning**\n>\n> Mind the **gap**.\n>\n> Twice.\n\nAfter.');
    expect(text).toContain('npm:\n\n```bash\nnpm i x\n```');
  });

  it('quotes every line of a callout, its code and demos too', () => {
    expect(twin('# B\n\n:::info\nRun:\n\n```bash\nnpm i\n```\n\n{{"demo": "OnlyJs.js"}}\n:::\n')).toBe('# B\n\nButtons.\n\n> **Info**\n>\n> Run:\n>\n> ```bash\n> npm i\n> ```\n>\n> ```jsx\n> const only = 1;\n> ```\n');
  });

  it('ends a callout at its closing line, indented under a list item too, and indents a callout in a list item as the item', () => {
    expect(twin('# B\n\n:::info\n- a\n- b\n  :::\n\n## Next\n')).toBe('# B\n\nButtons.\n\n> **Info**\n>\n> - a\n> - b\n\n## Next\n');
    expect(twin('# B\n\n- One\n\n  :::warning\n  Mind it.\n  :::\n\n- Two\n')).toBe('# B\n\nButtons.\n\n- One\n\n  > **Warning**\n  >\n  > Mind it.\n\n- Two\n');
  });

  it('shows code tabs as their code blocks, without the <codeblock> lines', () => {
    expect(twin('# B\n\n<codeblock storageKey="pm">\n\n```bash npm\nnpm i x\n```\n\n```bash yarn\nyarn add x\n```\n\n</codeblock>\n\nAfter.\n')).toBe(
      '# B\n\nButtons.\n\n```bash npm\nnpm i x\n```\n\n```bash yarn\nyarn add x\n```\n\nAfter.\n',
    );
  });

  it('makes links absolute (site paths, relative .md links, HTML links, definitions), and leaves code alone', () => {
    const text = twin(
      '# B\n\nSee [theming](../customization/theming.md#palette), [the API](/material-ui/api/button/), <a href="/x">x</a>, [![logo](/static/logo.png)](/home) and [npm](https://npm.im/x), [ref][].\n\n[ref]: /material-ui/ref\n\n```md\n[kept](/as-is)\n```\n\nAs code: `[kept](/as-is)`.\n',
    );
    expect(text).toContain('[theming](https://mui.com/material-ui/customization/theming#palette)');
    expect(text).toContain('[the API](https://mui.com/material-ui/api/button/)');
    expect(text).toContain('<a href="https://mui.com/x">x</a>');
    expect(text).toContain('[![logo](https://mui.com/static/logo.png)](https://mui.com/home)');
    expect(text).toContain('[npm](https://npm.im/x)');
    expect(text).toContain('[ref]: https://mui.com/material-ui/ref');
    expect(text).toContain('```md\n[kept](/as-is)\n```');
    expect(text).toContain('As code: `[kept](/as-is)`.');
  });

  it("appends the props tables of the components it lists, and makes an API page's twin", () => {
    const text = twin('# B\n\nText.\n', { api: [BUTTON] });
    expect(text).toContain("## API\n\n### Button\n\n#### Import\n\n```js\nimport Button from '@mui/material/Button';\n```");
    expect(text).toContain("| color | `'primary' \\| 'secondary'` | `'primary'` | The color \\| hue. |");
    expect(text).toContain('| label (required) | `string` | - | - |');
    const page = apiTwin(BUTTON, 'Button API', 'The Button.');
    expect(page).toContain('# Button API\n\nThe Button.\n\n## Import');
    expect(page).toContain("| root | `.MuiButton-root` | `'button'` | The root. |");
    expect(page).toContain('| `.Mui-disabled` | disabled | If `disabled`. |');
  });

  it("titles the page with its heading's text, without its plan badge's link", () => {
    expect(twin('# Data Grid - Aggregation [<span class="plan-premium"></span>](/x/react-data-grid#plans \'Premium plan\')\n\nText.\n')).toMatch(/^# Data Grid - Aggregation\n\nButtons\.\n\nText\.\n$/);
  });

  it('reads HTML as text', () => {
    expect(htmlToText('A <code>b</code>&nbsp;&amp; c<br>d &#124; &#x41;')).toBe('A b & c d | A');
  });
});
