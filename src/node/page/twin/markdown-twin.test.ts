import { describe, expect, it } from 'vitest';
import type { ApiPageSource } from '../../model/api-source';
import type { DemoEntry } from '../../model/markdown';
import { apiTwin, htmlToText, markdownTwin, type TwinInput } from './markdown-twin';

const demo = (name: string, tsSource: string | null, jsSource: string): DemoEntry => ({ id: `page/${name}`, name, tsSource, jsSource, jsGenerated: tsSource !== null });

const input = (body: string, extra: Partial<TwinInput> = {}): TwinInput => ({
  body,
  frontmatter: { title: 'React Button component', description: 'Buttons.' },
  contentPath: 'material-ui/react-button/index.md',
  host: 'https://mui.com',
  languagePrefix: '',
  url: '/material-ui/react-button',
  demos: { Basic: demo('Basic', 'const ts: number = 1;\n', 'const js = 1;\n'), OnlyJs: demo('OnlyJs', null, 'const only = 1;\n') },
  routesByFile: { 'material-ui/customization/theming.md': '/material-ui/customization/theming' },
  api: [],
  ...extra,
});

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
    const twin = markdownTwin(input('# Button\n\n<p class="description">Buttons allow users to act.</p>\n\nText.\n'));
    expect(twin).toBe('# Button\n\nButtons allow users to act.\n\nText.\n');
  });

  it("inlines each demo's source, TS where there is one, as a fenced block", () => {
    const twin = markdownTwin(input('# B\n\n{{"demo": "Basic.js"}}\n\n{{"demo": "OnlyJs.js", "hideToolbar": true}}\n'));
    expect(twin).toContain('```tsx\nconst ts: number = 1;\n```');
    expect(twin).toContain('```jsx\nconst only = 1;\n```');
    expect(twin).not.toContain('{{');
  });

  it('says in words what an embed shows, and lists the links of the component header', () => {
    const twin = markdownTwin(
      input('# B\n\n{{"component": "modules/components/ComponentLinkHeader.js"}}\n\n{{"component": "modules/components/MaterialUIComponents.js"}}\n\n{{"component": "modules/components/ComponentPageTabs.js"}}\n', {
        frontmatter: { title: 'B', githubLabel: 'component: button', waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/' },
      }),
    );
    expect(twin).toContain('- Feedback: https://github.com/issues?q=label%3Acomponent%3A%20button');
    expect(twin).toContain('- WAI-ARIA: https://www.w3.org/WAI/ARIA/apg/patterns/button/');
    expect(twin).toContain('*The page "B" shows an interactive MaterialUIComponents here: https://mui.com/material-ui/react-button*');
    expect(twin).not.toContain('{{');
    expect(twin).not.toContain('ComponentPageTabs');
  });

  it('makes a callout a blockquote with its kind, and a code tabs embed its code blocks', () => {
    const twin = markdownTwin(input('# B\n\n:::warning\nMind the **gap**.\n\nTwice.\n:::\n\nAfter.\n\n{{"component": "modules/components/HighlightedCodeWithTabs.js", "tabs": [{"tab": "npm", "code": "npm i x", "language": "bash"}]}}\n'));
    expect(twin).toContain('> **Warning**\n>\n> Mind the **gap**.\n>\n> Twice.\n\nAfter.');
    expect(twin).toContain('npm:\n\n```bash\nnpm i x\n```');
  });

  it('makes links absolute (site paths, relative .md links, HTML links), and leaves code alone', () => {
    const twin = markdownTwin(input('# B\n\nSee [theming](../customization/theming.md#palette), [the API](/material-ui/api/button/), <a href="/x">x</a> and [npm](https://npm.im/x).\n\n```md\n[kept](/as-is)\n```\n'));
    expect(twin).toContain('[theming](https://mui.com/material-ui/customization/theming#palette)');
    expect(twin).toContain('[the API](https://mui.com/material-ui/api/button/)');
    expect(twin).toContain('<a href="https://mui.com/x">x</a>');
    expect(twin).toContain('[npm](https://npm.im/x)');
    expect(twin).toContain('[kept](/as-is)');
  });

  it("appends the props tables of the components it lists, and makes an API page's twin", () => {
    const twin = markdownTwin(input('# B\n\nText.\n', { api: [BUTTON] }));
    expect(twin).toContain("## API\n\n### Button\n\n#### Import\n\n```js\nimport Button from '@mui/material/Button';\n```");
    expect(twin).toContain("| color | `'primary' \\| 'secondary'` | `'primary'` | The color \\| hue. |");
    expect(twin).toContain('| label (required) | `string` | - | - |');
    const page = apiTwin(BUTTON, 'Button API', 'The Button.');
    expect(page).toContain('# Button API\n\nThe Button.\n\n## Import');
    expect(page).toContain("| root | `.MuiButton-root` | `'button'` | The root. |");
    expect(page).toContain('| `.Mui-disabled` | disabled | If `disabled`. |');
  });

  it("titles the page with its heading's text, without its plan badge's link", () => {
    expect(markdownTwin(input('# Data Grid - Aggregation [<span class="plan-premium"></span>](/x/react-data-grid#plans \'Premium plan\')\n\nText.\n'))).toMatch(/^# Data Grid - Aggregation\n\nButtons\.\n\nText\.\n$/);
  });

  it('reads HTML as text', () => {
    expect(htmlToText('A <code>b</code>&nbsp;&amp; c<br>d &#124; &#x41;')).toBe('A b & c d | A');
  });
});
