import { describe, expect, it } from 'vitest';
import type { ApiPageView } from '../../model/api-view';
import { apiSearchSections } from './api-sections';

const view: ApiPageView = {
  kind: 'component',
  name: 'Button',
  descriptionHtml: '<p>Buttons let users take actions &amp; make choices.</p>',
  deprecationHtml: null,
  imports: ["import Button from '@mui/joy/Button';", "import { Button } from '@mui/joy';"],
  demosHtml: '<ul><li><a href="/joy-ui/react-button/">Button</a></li></ul>',
  props: [
    { name: 'variant', id: 'variant', type: { name: 'union', members: ["'solid'", "'soft'"] }, default: "'solid'", required: false, deprecationHtml: null, descriptionHtml: 'The <a href="#x">global variant</a> to use.', signature: null, notes: [], anchors: ['button-prop-variant'] },
  ],
  properties: [],
  parameters: [],
  returnValue: [],
  selectorGroups: [],
  ref: 'button',
  inheritance: null,
  spread: true,
  themeDefaultProps: 'JoyButton',
  cssComponent: false,
  slots: [{ name: 'startDecorator', className: 'MuiButton-startDecorator', default: "'span'", descriptionHtml: 'The element before the children.' }],
  classes: [],
  cssVariables: [],
  sections: [
    { kind: 'demos', id: 'demos', title: 'Demos' },
    { kind: 'import', id: 'import', title: 'Import' },
    { kind: 'props', id: 'props', title: 'Props' },
    { kind: 'slots', id: 'slots', title: 'Slots' },
  ],
};

describe('apiSearchSections', () => {
  it("gives an API page's sections the words its metadata shows, without markup", () => {
    expect(apiSearchSections(view, 'API reference docs for the React Button component.')).toEqual([
      { anchor: '', heading: '', text: 'API reference docs for the React Button component. Buttons let users take actions & make choices.', code: '' },
      { anchor: 'demos', heading: 'Demos', text: 'Button', code: '' },
      { anchor: 'import', heading: 'Import', text: '', code: "import Button from '@mui/joy/Button'; import { Button } from '@mui/joy';" },
      { anchor: 'props', heading: 'Props', text: 'variant The global variant to use.', code: '' },
      { anchor: 'slots', heading: 'Slots', text: 'startDecorator MuiButton-startDecorator The element before the children.', code: '' },
    ]);
  });
});
