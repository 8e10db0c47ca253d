/**
 * What the templates' `api` layout gets of a component's API page (`view.api`): plain data.
 * Text fields are text (React escapes them); fields named `html` (or ending in `Html`) hold
 * HTML the engine has sanitised, as markdown's raw HTML is, to place with
 * `dangerouslySetInnerHTML`. Each section's `id` is the anchor links use (`#props`, `#slots`).
 */
export interface ApiPageView {
  /** What the page documents: a component (props), an interface (properties), a hook (parameters, return value) or selectors (MUI X's `selectors.json`). */
  kind: 'component' | 'interface' | 'hook' | 'selectors';
  /** The component's (interface's, hook's) name: `Button`, `GridApi`, `useButton`. */
  name: string;
  /** The component's own description, or null. */
  descriptionHtml: string | null;
  /** Set when the component is deprecated: why, and what to use instead (HTML, may be empty). */
  deprecationHtml: string | null;
  /** The import lines, one per form (default import, named import). */
  imports: string[];
  /** The list of pages with its demos (HTML), or null. */
  demosHtml: string | null;
  props: ApiPropView[];
  /** An interface's properties (ids `property-<name>`); empty on other pages. */
  properties: ApiPropView[];
  /** A hook's parameters (ids `parameter-<name>`) and return value (ids `return-value-<name>`); empty on other pages. */
  parameters: ApiPropView[];
  returnValue: ApiPropView[];
  /**
   * A page of selectors: a group per category (the section whose id is `sectionId`), each
   * selector's row with its name as id, the type it returns as its type; empty on other pages.
   */
  selectorGroups: { sectionId: string; selectors: ApiPropView[] }[];
  /** What `ref` reaches: the element the component forwards it to, or null when it holds no ref. */
  ref: string | null;
  /** The component whose props are also accepted, with its API page. */
  inheritance: { component: string; href: string } | null;
  /** Whether props not listed are spread to the root element (or the inherited component). */
  spread: boolean;
  /** The name the theme's `components` key takes to change the component's default props, or null. */
  themeDefaultProps: string | null;
  /** A CSS utility component: it takes every system property as a prop. */
  cssComponent: boolean;
  slots: ApiSlotView[];
  classes: ApiClassView[];
  cssVariables: ApiCssVariableView[];
  /** The page's sections, in order, with their heading ids (also the table of contents). */
  sections: ApiSectionView[];
}

export type ApiSectionKind = 'demos' | 'import' | 'props' | 'theme-default-props' | 'slots' | 'classes' | 'css-variables' | 'properties' | 'parameters' | 'return-value' | 'selectors';

export interface ApiSectionView {
  kind: ApiSectionKind;
  id: string;
  /** In the page's language (`api-docs.props`, ...): the heading and its table of contents entry. */
  title: string;
}

/** A prop's type: its name (`union`, `bool`) and, for unions and enums, each member as text. */
export interface ApiTypeView {
  name: string;
  /** The members of a union or enum (`'primary'`, `string`), or the one type written out; empty for simple types. */
  members: string[];
}

/** A line under a prop's description pointing at a guide or a section: `before` [label](href) `after`. */
export interface ApiNoteView {
  before: string;
  link: { label: string; href: string } | null;
  after: string;
}

export interface ApiPropView {
  name: string;
  /** Its row's id: the prop's name, or `prop-<name>` when a section has that id (`slots`, `classes`). */
  id: string;
  /** Other ids of its row, which links also use: upstream's `<component>-prop-<name>`. */
  anchors: string[];
  type: ApiTypeView;
  /** As written in the metadata (code): `'primary'`, `false`. */
  default: string | null;
  required: boolean;
  /** Set when deprecated: why (HTML, may be empty). */
  deprecationHtml: string | null;
  descriptionHtml: string | null;
  /** For function props: the signature and its arguments' descriptions. */
  signature: { type: string; args: { name: string; descriptionHtml: string }[]; returnedHtml: string | null } | null;
  notes: ApiNoteView[];
}

export interface ApiSlotView {
  name: string;
  /** Global class name of the slot (`MuiButton-startDecorator`), or null. */
  className: string | null;
  /** The default element or component (`'span'`). */
  default: string | null;
  descriptionHtml: string | null;
}

export interface ApiClassView {
  /** The key in the `classes` prop (`disabled`). */
  key: string;
  className: string;
  /** A global state class (`Mui-disabled`) rather than the component's own. */
  isGlobal: boolean;
  descriptionHtml: string | null;
}

export interface ApiCssVariableView {
  name: string;
  default: string | null;
  descriptionHtml: string | null;
}

/** One of a page's tabs (`view.tabs`): its Demos page, or one of its API tabs. */
export interface PageTabView {
  key: 'demos' | 'components-api' | 'hooks-api';
  /** In the page's language (`api-docs.demos`, `api-docs.componentsApi`, `api-docs.hooksApi`). */
  label: string;
  /** The tab's page, with the language prefix. */
  href: string;
  /** The tab of the page being shown. */
  current: boolean;
}

/**
 * What a page's API tab shows (`view.apiTab`): the API of each component (or hook) its page
 * lists, in order. Each entry's ids start with its own (`button`: `#button-props`,
 * `#button-prop-disabled`), so that several share the page.
 */
export interface ApiTabView {
  kind: 'components-api' | 'hooks-api';
  entries: { id: string; title: string; api: ApiPageView }[];
}
