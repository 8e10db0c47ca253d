import type { PageView } from '../src/render/page-view';

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
  'offline.title': 'You are offline',
  'offline.notSaved': 'This page has not been saved for reading offline yet.',
  'offline.available': 'The pages you have already opened are available; this one will be as soon as you are back online.',
};

/** An interface string in the page's language (English when it has no translation). */
export function t(view: Pick<PageView, 'strings'>, key: string): string {
  return view.strings[key] ?? strings[key] ?? key;
}

/** A navigation entry's title in the page's language: `pages.<pathname>` of the translations, else its own title. */
export function navTitle<T extends string | null>(view: Pick<PageView, 'strings'>, pathname: string, title: T): string | T {
  return view.strings[`pages.${pathname}`] ?? title;
}
