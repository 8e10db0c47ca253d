import { describe, expect, it } from 'vitest';
import { deriveTitle, resolveTitle } from './titles';

describe('deriveTitle', () => {
  it.each([
    [{ pathname: '/material-ui/getting-started/the-sx-prop' }, 'The sx prop'],
    [{ pathname: '/joy-ui/react-button' }, 'Button'],
    [{ pathname: '/joy-ui/react-button-group' }, 'Button group'],
    [{ pathname: '/system/getting-started/installation' }, 'Installation'],
    [{ pathname: '/api-docs/button-base' }, 'ButtonBase'],
    [{ pathname: '/api-docs/use-autocomplete' }, 'UseAutocomplete'],
    [{ pathname: '/api/use-autocomplete' }, 'useAutocomplete'],
    [{ pathname: '/api/button-group' }, 'ButtonGroup'],
    // A product's API pages, as upstream's API page lists write their paths (issue 31).
    [{ pathname: '/material-ui/api/accordion-actions/' }, 'AccordionActions'],
    [{ pathname: '/joy-ui/api/use-autocomplete' }, 'useAutocomplete'],
    [{ pathname: '/material-ui/page.js' }, 'Page'],
    [{ pathname: '/joy-ui/components/inputs', subheader: 'inputs' }, 'Inputs'],
    [{ pathname: '/x', subheader: 'data-display' }, 'Data display'],
  ])('%j -> %s', (entry, title) => expect(deriveTitle(entry)).toBe(title));
});

describe('resolveTitle', () => {
  const table = { '/joy-ui/react-button': 'Button (from the table)', inputs: 'Inputs and forms' };
  it.each([
    [{ pathname: '/joy-ui/react-button', title: false as const }, null],
    [{ pathname: '/joy-ui/react-button', title: 'Own title' }, 'Own title'],
    [{ pathname: '/joy-ui/react-button' }, 'Button (from the table)'],
    [{ pathname: '/joy-ui/components/inputs', subheader: 'inputs' }, 'Inputs and forms'],
    [{ pathname: '/joy-ui/react-select' }, 'Select'],
  ])('%j -> %s', (entry, title) => expect(resolveTitle(entry, table)).toBe(title));
});
