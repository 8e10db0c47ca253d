/**
 * The search quality set over the shared corpus (test/fixtures/corpus-mui): what a reader
 * types, and the page (`url`, or `url#anchor` where the section matters) that must be among
 * the first three results. Written from the corpus's text: the headings and words are its.
 * `expect` lists the acceptable answers when two pages are both right (Stack in Joy UI and in
 * MUI System). Used by test/search/quality.test.ts and bench/search-candidates.ts.
 */
export interface QualityQuery {
  query: string;
  kind: 'component' | 'section' | 'concept' | 'typo' | 'prefix' | 'two words' | 'code';
  expect: string[];
}

export const QUALITY_QUERIES: QualityQuery[] = [
  // Component names: the component's page.
  { query: 'Button', kind: 'component', expect: ['/joy-ui/react-button'] },
  { query: 'Autocomplete', kind: 'component', expect: ['/joy-ui/react-autocomplete'] },
  { query: 'Tooltip', kind: 'component', expect: ['/joy-ui/react-tooltip'] },
  { query: 'Modal', kind: 'component', expect: ['/joy-ui/react-modal'] },
  { query: 'Snackbar', kind: 'component', expect: ['/joy-ui/react-snackbar'] },
  { query: 'Stack', kind: 'component', expect: ['/joy-ui/react-stack', '/system/react-stack'] },
  { query: 'Textarea', kind: 'component', expect: ['/joy-ui/react-textarea'] },
  { query: 'Skeleton', kind: 'component', expect: ['/joy-ui/react-skeleton'] },
  { query: 'Accordion', kind: 'component', expect: ['/joy-ui/react-accordion'] },
  { query: 'Breadcrumbs', kind: 'component', expect: ['/joy-ui/react-breadcrumbs'] },
  { query: 'Container', kind: 'component', expect: ['/system/react-container'] },
  { query: 'Checkbox', kind: 'component', expect: ['/joy-ui/react-checkbox'] },
  // Sections: the heading's section.
  { query: 'loading indicator', kind: 'section', expect: ['/joy-ui/react-button#loading-indicator'] },
  { query: 'loading position', kind: 'section', expect: ['/joy-ui/react-button#loading-position'] },
  { query: 'focus ring', kind: 'section', expect: ['/joy-ui/react-input#focused-ring', '/joy-ui/react-input#triggering-the-focus-ring'] },
  { query: 'multiple selections', kind: 'section', expect: ['/joy-ui/react-select#multiple-selections'] },
  { query: 'nested modals', kind: 'section', expect: ['/joy-ui/react-modal#nested-modals'] },
  { query: 'arrow tooltips', kind: 'section', expect: ['/joy-ui/react-tooltip#arrow-tooltips'] },
  { query: 'sticky header', kind: 'section', expect: ['/joy-ui/react-table#sticky-header-and-footer'] },
  { query: 'scrollable tabs', kind: 'section', expect: ['/joy-ui/react-tabs#scrollable-tabs'] },
  { query: 'indicator placement', kind: 'section', expect: ['/joy-ui/react-tabs#indicator-placement'] },
  { query: 'helper text', kind: 'section', expect: ['/joy-ui/react-input#label-and-helper-text'] },
  { query: 'range slider', kind: 'section', expect: ['/joy-ui/react-slider#range-slider'] },
  { query: 'hide duration', kind: 'section', expect: ['/joy-ui/react-snackbar#hide-duration'] },
  { query: 'hydration mismatch', kind: 'section', expect: ['/joy-ui/customization/dark-mode#avoid-hydration-mismatch'] },
  { query: 'responsive values', kind: 'section', expect: ['/system/getting-started/the-sx-prop#responsive-values'] },
  { query: 'horizontal centering', kind: 'section', expect: ['/system/spacing#horizontal-centering'] },
  { query: 'text overflow', kind: 'section', expect: ['/system/display#text-overflow'] },
  { query: 'peer dependencies', kind: 'section', expect: ['/joy-ui/getting-started/installation#peer-dependencies', '/system/getting-started/installation#peer-dependencies'] },
  // Concepts: the page about it.
  { query: 'dark mode', kind: 'concept', expect: ['/joy-ui/customization/dark-mode'] },
  { query: 'color inversion', kind: 'concept', expect: ['/joy-ui/main-features/color-inversion'] },
  { query: 'right-to-left', kind: 'concept', expect: ['/joy-ui/customization/right-to-left'] },
  { query: 'css variables', kind: 'concept', expect: ['/joy-ui/customization/using-css-variables'] },
  { query: 'sx prop', kind: 'concept', expect: ['/system/getting-started/the-sx-prop'] },
  { query: 'global variants', kind: 'concept', expect: ['/joy-ui/main-features/global-variants'] },
  { query: 'icon libraries', kind: 'concept', expect: ['/joy-ui/integrations/icon-libraries'] },
  { query: 'screen readers', kind: 'concept', expect: ['/system/screen-readers'] },
  { query: 'theme colors', kind: 'concept', expect: ['/joy-ui/customization/theme-colors'] },
  { query: 'flexbox', kind: 'concept', expect: ['/system/flexbox'] },
  // Typos and unfinished words.
  { query: 'butoon', kind: 'typo', expect: ['/joy-ui/react-button'] },
  { query: 'tooltp', kind: 'typo', expect: ['/joy-ui/react-tooltip'] },
  { query: 'accordian', kind: 'typo', expect: ['/joy-ui/react-accordion'] },
  { query: 'snackbr', kind: 'typo', expect: ['/joy-ui/react-snackbar'] },
  { query: 'breadcrums', kind: 'typo', expect: ['/joy-ui/react-breadcrumbs'] },
  { query: 'autocompl', kind: 'prefix', expect: ['/joy-ui/react-autocomplete'] },
  { query: 'typograph', kind: 'prefix', expect: ['/joy-ui/react-typography', '/system/typography', '/joy-ui/customization/theme-typography'] },
  // Two words: a component and one of its sections.
  { query: 'button loading', kind: 'two words', expect: ['/joy-ui/react-button#loading'] },
  { query: 'table stripe', kind: 'two words', expect: ['/joy-ui/react-table#stripe'] },
  { query: 'select decorators', kind: 'two words', expect: ['/joy-ui/react-select#decorators'] },
  { query: 'slider vertical', kind: 'two words', expect: ['/joy-ui/react-slider#vertical'] },
  { query: 'switch track child', kind: 'two words', expect: ['/joy-ui/react-switch#track-child'] },
  // Words of the code: a prop or an API name.
  { query: 'CssVarsProvider', kind: 'code', expect: ['/joy-ui/customization/dark-mode', '/joy-ui/getting-started/usage', '/joy-ui/customization/using-css-variables', '/system/experimental-api/css-theme-variables'] },
  { query: 'useColorScheme', kind: 'code', expect: ['/joy-ui/customization/dark-mode#creating-a-mode-toggle-component'] },
];
