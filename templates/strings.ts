import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import type { PageView } from '../src/node/model/page-view';

/**
 * The theme's interface strings in English, under upstream's kind of keys. A site's
 * `translations/translations.json` may change them and `translations-<code>.json` translates
 * them; each page gets them in its own language as `view.strings`.
 */
export const strings: Record<string, string> = {
  'appFrame.openDrawer': 'Open navigation',
  'appFrame.closeDrawer': 'Close navigation',
  'appFrame.mainNavigation': 'Main navigation',
  'appFrame.skipToContent': 'Skip to content',
  'appFrame.github': 'Source code on GitHub',
  'appFrame.toggleSettings': 'Settings',
  'appFrame.changeLanguage': 'Change language',
  'settings.settings': 'Settings',
  'settings.close': 'Close settings',
  'settings.mode': 'Mode',
  'settings.light': 'Light',
  'settings.system': 'System',
  'settings.dark': 'Dark',
  'settings.direction': 'Direction',
  'settings.ltr': 'Left to right',
  'settings.rtl': 'Right to left',
  toc: 'Contents',
  breadcrumbs: 'Breadcrumbs',
  'footer.previous': 'Previous',
  'footer.next': 'Next',
  'footer.editPage': 'Edit this page',
  'footer.siteLinks': 'Site links',
  notTranslated: 'This page has not been translated yet: it is shown in English.',
  'notFound.description': 'This page does not exist, or it has moved.',
  'notFound.home': 'Go to the home page',
  'notFound.products': ', or to the documentation of one of the libraries:',
  'offline.title': 'You are offline',
  'offline.notSaved': 'This page has not been saved for reading offline yet.',
  'offline.available': 'The pages you have already opened are available; this one will be as soon as you are back online.',
  // The markdown components (`{{name}}` is filled in).
  copy: 'Copy',
  copied: 'Copied',
  copyCode: 'Copy the code',
  copySource: 'Copy the source',
  showSource: 'Show code',
  hideSource: 'Hide code',
  sourceLanguage: 'Source language',
  stylingSolution: 'Styling solution',
  copyDemoLink: 'Copy a link to this demo',
  linkCopied: 'Link copied',
  viewGitHub: 'View the source on GitHub',
  resetFocus: 'Reset focus to test keyboard navigation',
  resetDemo: 'Reset demo',
  'feedback.question': 'Was this page helpful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.comment': 'Tell us more (optional)',
  'feedback.send': 'Send',
  'feedback.thanks': 'Thank you for your feedback!',
  'feedback.issue': 'Open an issue about this page',
  copyPage: 'Copy page',
  pageCopied: 'Page copied',
  viewMarkdown: 'View as Markdown',
  editCode: 'Code of the {{name}} demo, editable: the demo follows your changes',
  demoCrashed: 'This demo crashed: {{message}}',
  pageTabs: 'Demos and API',
  demoToolbar: '{{name}} demo',
  openStackBlitz: 'Open in StackBlitz',
  openCodeSandbox: 'Open in CodeSandbox',
  codeVariants: 'Code variants',
  codeTab: 'Tab {{number}}',
  'missing.demo': 'The demo {{name}} is not available',
  'missing.component': 'The component {{name}} is not available',
  'plan.pro': 'Pro plan',
  'plan.premium': 'Premium plan',
  // Ads and the analytics consent banner.
  adPill: 'Ad',
  adPublisher: 'ad by {{publisher}}',
  'adblock.title': 'Like these docs?',
  'adblock.text': 'They are kept running by tech-related ads (no tracking, no retargeting). Please consider allowing them in your blocker.',
  'adblock.thanks': 'Thank you!',
  'consent.label': 'Analytics consent',
  'consent.question': 'May we measure how these pages are read? Analytics help us improve the docs; nothing is sent unless you allow it.',
  'consent.deny': 'No, thanks',
  'consent.allow': 'Allow analytics',
  // API pages: their tables, marks and sentences (`{{name}}` is an element: a link, a code span).
  // Their section titles, notes and generated title are the engine's: src/node/strings/api-strings.ts.
  'api-docs.name': 'Name',
  'api-docs.type': 'Type',
  'api-docs.returnType': 'Return type',
  'api-docs.default': 'Default',
  'api-docs.description': 'Description',
  'api-docs.slotName': 'Slot name',
  'api-docs.className': 'Class name',
  'api-docs.ruleName': 'Rule name',
  'api-docs.defaultComponent': 'Default component',
  'api-docs.variable': 'Variable',
  'api-docs.required': 'Required',
  'api-docs.requiredHidden': 'required',
  'api-docs.deprecated': 'Deprecated',
  'api-docs.deprecatedComponent': 'Deprecated.',
  'api-docs.global': 'Global',
  'api-docs.globalClass': 'A global state class, shared by every component',
  'api-docs.signature': 'Signature:',
  'api-docs.returns': 'Returns:',
  'api-docs.requiredProps': 'Props marked * are required.',
  'api-docs.refRootElement': 'The {{ref}} is forwarded to the root element ({{element}}).',
  'api-docs.refNotHeld': 'This component does not hold a {{ref}}.',
  'api-docs.spreadHint': 'Any other props supplied will be provided to the root element ({{spreadHintElement}}).',
  'api-docs.nativeElement': 'native element',
  'api-docs.inheritanceDescription': 'While not explicitly documented above, the props of the {{component}} component are also available on {{name}}.',
  'api-docs.cssComponent': 'As a CSS utility, the {{name}} component also supports all system properties. You can use them as props directly on the component.',
  'api-docs.themeDefaultPropsDescription': 'You can use {{muiName}} to change the default props of this component with the theme.',
  // The app bar's search link. (The search dialog's texts, like those of the 404, offline and
  // /search pages' titles, are docs-site's own: src/node/strings/engine-strings.ts.)
  'search.button': 'Search…',
};

/** Whether `key` is one of `record`'s own keys (not `constructor`); Safari 15.0 has no Object.hasOwn. */
const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** `{{name}}` replaced by `values[name]`; a name without a value of its own stays as written. */
const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (hasOwn(values, name) ? String(values[name]) : whole));

/** An interface string in the page's language (English when it has no translation), `{{name}}` filled from `values`. */
export function t(view: Pick<PageView, 'strings'>, key: string, values?: Readonly<Record<string, string | number>>): string {
  const text = (hasOwn(view.strings, key) ? view.strings[key] : undefined) ?? (hasOwn(strings, key) ? strings[key] : undefined) ?? key;
  return values ? fill(text, values) : text;
}

/**
 * The page's strings for the components that have no `view` (the markdown components, the ad
 * slot): the shell sets it around the page's content. Outside it, the theme's English strings.
 */
const StringsContext = createContext<Readonly<Record<string, string>>>(strings);

export function StringsProvider({ strings: pageStrings, children }: { strings: Readonly<Record<string, string>>; children: ReactNode }) {
  return createElement(StringsContext.Provider, { value: pageStrings }, children);
}

/** `t` for the page being rendered, from the nearest `StringsProvider`. */
export function useT(): (key: string, values?: Readonly<Record<string, string | number>>) => string {
  const pageStrings = useContext(StringsContext);
  return (key, values) => t({ strings: pageStrings }, key, values);
}

/**
 * A string with elements in it: `{{name}}` replaced by `elements[name]` (a `<code>`, a
 * `<span>`), so a translation can put them where its grammar wants them.
 */
export function withElements(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const pieces = text.split(/\{\{(\w+)\}\}/);
  return createElement(
    Fragment,
    null,
    ...pieces.map((piece, i) => (i % 2 === 0 ? piece : createElement(Fragment, { key: i }, elements[piece] ?? `{{${piece}}}`))),
  );
}

/** A navigation entry's title in the page's language: `pages.<pathname>` of the translations, else its own title. */
export function navTitle<T extends string | null>(view: Pick<PageView, 'strings'>, pathname: string, title: T): string | T {
  return view.strings[`pages.${pathname}`] ?? title;
}
