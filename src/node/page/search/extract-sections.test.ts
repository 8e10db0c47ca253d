import { describe, expect, it } from 'vitest';
import { compileToHtml, demoEntry } from '../markdown/test-helpers';
import { extractSections, MAX_SECTION_CODE, MAX_SECTION_TEXT } from './extract-sections';

const sectionsOf = (lines: string[], description: string | null = null) => {
  const compiled = compileToHtml(lines.join('\n'), { demos: { BasicButtons: demoEntry('BasicButtons', { ts: 'export default function BasicButtons() { return <Button variant="soft">Hidden demo words</Button>; }' }) } });
  return extractSections(compiled.hast, description ?? compiled.description);
};

describe('extractSections', () => {
  it('cuts the page at its h2 and h3 headings, with their anchors, and keeps the introduction', () => {
    const sections = sectionsOf(['# Button', '', '<p class="description">Buttons let users take actions.</p>', '', 'Intro words.', '', '## Basics', '', 'Basic words.', '', '### Sizes', '', 'Size words.', '', '#### Small', '', 'Small words.']);
    expect(sections).toEqual([
      { anchor: '', heading: '', text: 'Buttons let users take actions. Intro words.', code: '' },
      { anchor: 'basics', heading: 'Basics', text: 'Basic words.', code: '' },
      // An h4 has no id: it is part of its h3's section.
      { anchor: 'sizes', heading: 'Sizes', text: 'Size words. Small Small words.', code: '' },
    ]);
  });

  it('reads callouts and tables as text, cell by cell', () => {
    const [, section] = sectionsOf(['Intro.', '', '## Props', '', ':::warning', 'Mind the **variant**.', ':::', '', '| Name | Default |', '| --- | --- |', '| size | md |']);
    expect(section!.text).toBe('Mind the variant. Name Default size md');
  });

  it('keeps code blocks apart from the prose, and leaves out demos, their sources and heading anchors', () => {
    const [intro, section] = sectionsOf(['Intro.', '', '## Usage `<Button>`', '', 'Import it:', '', '```jsx', "import Button from '@mui/joy/Button';", '```', '', '{{"demo": "BasicButtons.js"}}', '', 'After the demo.']);
    expect(intro!.text).toBe('Intro.');
    expect(section!.heading).toBe('Usage <Button>');
    expect(section!.text).toBe('Import it: After the demo.');
    expect(section!.code).toBe("import Button from '@mui/joy/Button';");
    expect(JSON.stringify(section)).not.toContain('Hidden demo words');
  });

  it('leaves out the plan badge of a heading', () => {
    const [, section] = sectionsOf(['Intro.', '', '## Tree data <span class="plan-pro"></span>', '', 'Text.']);
    expect(section!.heading).toBe('Tree data');
  });

  it('drops an introduction with no words but keeps empty sections, which a heading alone may match', () => {
    const sections = sectionsOf(['## Only a heading']);
    expect(sections).toEqual([{ anchor: 'only-a-heading', heading: 'Only a heading', text: '', code: '' }]);
  });

  it('bounds what a section keeps', () => {
    const long = 'word '.repeat(MAX_SECTION_TEXT);
    const [, section] = sectionsOf(['Intro.', '', '## Long', '', long, '', '```js', 'x;'.repeat(MAX_SECTION_CODE), '```']);
    expect(section!.text.length).toBe(MAX_SECTION_TEXT);
    expect(section!.code.length).toBe(MAX_SECTION_CODE);
  });
});
