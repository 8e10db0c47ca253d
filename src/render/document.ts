import { escapeHtml } from './escape';
import type { PageView } from './page-view';

/** One `<link rel="alternate">` per language the page exists in. */
export interface Alternate {
  language: string;
  href: string;
}

export interface DocumentParts {
  view: PageView;
  /** The rendered `<body>` content. */
  bodyHtml: string;
  /** Critical CSS of this page. */
  css: string;
  /** Emotion ids present in `css`, so a client-side cache can skip re-inserting them. */
  emotionIds: string[];
  emotionKey: string;
  alternates: Alternate[];
  /** `<link>` tags the whole site shares, such as the favicon. */
  siteHead: string;
  /** Trusted HTML appended to `<body>` (the dev server's live-reload script); absent in builds. */
  bodyEnd?: string;
}

/** Site-wide head tags from the files the site ships: the favicon when `public/` has one. */
export function siteHeadTags(publicFiles: ReadonlySet<string>): string {
  if (publicFiles.has('favicon.svg')) return '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  if (publicFiles.has('favicon.ico')) return '<link rel="icon" href="/favicon.ico">';
  return '';
}

/** `<page title> - <product name>`; pages outside a product use the site's title. */
export function documentTitle(view: PageView): string {
  const suffix = view.product?.name ?? view.site.title;
  return view.page.title === suffix ? suffix : `${view.page.title} - ${suffix}`;
}

/**
 * The whole HTML document around a rendered body. Every value from content passes through
 * `escapeHtml`, so a title such as `</title><script>` stays text.
 */
export function renderDocument(parts: DocumentParts): string {
  const { view } = parts;
  const { page } = view;
  const english = parts.alternates.find((a) => a.language === 'en');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(view))}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    english ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(english.href)}">` : '',
    ...parts.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.language)}" href="${escapeHtml(a.href)}">`),
    parts.siteHead,
    `<meta name="mui:productId" content="${escapeHtml(page.productId)}">`,
    `<meta name="mui:productCategoryId" content="${escapeHtml(page.productCategoryId)}">`,
    parts.css
      ? `<style data-emotion="${escapeHtml([parts.emotionKey, ...parts.emotionIds].join(' '))}">${parts.css}</style>`
      : '',
  ].filter(Boolean);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(page.language)}" dir="${page.dir}">`,
    `<head>${head.join('')}</head>`,
    `<body>${parts.bodyHtml}${parts.bodyEnd ?? ''}</body>`,
    '</html>',
    '',
  ].join('\n');
}
