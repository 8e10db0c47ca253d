import { fillPlaceholders } from '../util/interface-text';

/**
 * The English of what the engine writes on API pages itself, under upstream's `api-docs.*`
 * keys: the sections' titles (the headings and the table of contents), the notes under props,
 * the page's generated title and description, and the navigation section that lists the pages.
 * Translation files translate them (`{"api-docs": {"props": "属性"}}`) as any interface string;
 * what the theme writes around them (table headers, marks, sentences) is the theme's
 * (`templates/strings.ts`). `{{link}}` is where a note's link goes.
 */
export const API_STRINGS: Readonly<Record<string, string>> = {
  'api-docs.pageTitle': '{{name}} API',
  'api-docs.pageDescription': 'API reference docs for the React {{name}} component. Learn about the props, CSS, and other APIs of this exported module.',
  'api-docs.interfacePageDescription': 'API reference docs for the {{name}} interface. Learn about its properties: their types and what each does.',
  'api-docs.hookPageDescription': 'API reference docs for the React {{name}} hook. Learn about its parameters and its return value.',
  'api-docs.selectorsPageDescription': 'API reference docs for the {{name}}: what each returns and what it is for, by category.',
  'api-docs.componentsApi': 'Component API',
  'api-docs.hooksApi': 'Hook API',
  'api-docs.demos': 'Demos',
  'api-docs.import': 'Import',
  'api-docs.props': 'Props',
  'api-docs.themeDefaultProps': 'Theme default props',
  'api-docs.slots': 'Slots',
  'api-docs.classes': 'CSS classes',
  'api-docs.cssVariables': 'CSS variables',
  'api-docs.properties': 'Properties',
  'api-docs.parameters': 'Parameters',
  'api-docs.returnValue': 'Return value',
  'api-docs.selectors': 'Selectors',
  'api-docs.additional-info.sx': 'See the {{link}} for more details.',
  'api-docs.additional-info.sxLink': 'sx page',
  'api-docs.additional-info.sxWithoutGuide': 'The system prop for style overrides.',
  'api-docs.additional-info.slotsApi': 'See {{link}} below for more details.',
  'api-docs.additional-info.slotsApiLink': 'Slots API',
  'api-docs.additional-info.slotsGuide': 'To learn how to use them, see {{link}}.',
  'api-docs.additional-info.slotsGuideLink': 'Overriding component structure',
  'api-docs.additional-info.cssApi': 'See {{link}} below for more details.',
  'api-docs.additional-info.cssApiLink': 'CSS classes API',
  'api-docs.additional-info.joy-color': 'To learn how to add your own colors, check out {{link}}.',
  'api-docs.additional-info.joy-colorLink': 'Themed components—Extend colors',
  'api-docs.additional-info.joy-size': 'To learn how to add your own sizes, check out {{link}}.',
  'api-docs.additional-info.joy-sizeLink': 'Themed components—Extend sizes',
  'api-docs.additional-info.joy-variant': 'To learn how to add your own variants, check out {{link}}.',
  'api-docs.additional-info.joy-variantLink': 'Themed components—Extend variants',
  'api-docs.additional-info.needsRef': '⚠️ Needs to be able to hold a ref.',
};

/** The key of an API page's description: a component's (upstream's words), an interface's or a hook's. */
export const apiPageDescriptionKey = (kind: 'component' | 'interface' | 'hook' | 'selectors' = 'component'): string =>
  kind === 'component' ? 'api-docs.pageDescription' : `api-docs.${kind}PageDescription`;

/** What an API page says of itself in English, as upstream's pages say it (the source page's frontmatter). */
export const apiPageTitle = (name: string): string => fillPlaceholders(API_STRINGS['api-docs.pageTitle']!, { name });
export const apiPageDescription = (name: string, kind?: 'component' | 'interface' | 'hook' | 'selectors'): string => fillPlaceholders(API_STRINGS[apiPageDescriptionKey(kind)]!, { name });
