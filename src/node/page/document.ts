import { ANALYTICS_DATA_ID, type AnalyticsData } from '../../shared/analytics-data';
import { ownSearchStrings, SEARCH_STRINGS_ID } from '../../shared/search-strings';
import { escapeHtml, serializeForScript } from './escape';
import type { PageView } from '../model/page-view';
import type { HeadTag } from '../model/templates-api';

import type { Alternate } from '../model/page-route';

export type { Alternate };

export interface DocumentParts {
  view: PageView;
  /** The rendered `<body>` content. */
  bodyHtml: string;
  /** URLs of stylesheets the page shares with others, linked before its own CSS. */
  stylesheets?: string[];
  /** Critical CSS of this page. */
  css: string;
  /** Emotion ids present in `css`, so a client-side cache can skip re-inserting them. */
  emotionIds: string[];
  emotionKey: string;
  alternates: Alternate[];
  /** `<link>` tags the whole site shares, such as the favicon. */
  siteHead: string;
  /**
   * Trusted HTML put in `<head>` before any stylesheet: the pre-paint script, which must run
   * before the first paint. After a stylesheet it would wait for it to load, and the browser
   * may paint a frame meanwhile.
   */
  beforeStyles?: string;
  /** Trusted HTML appended to `<body>` (engine scripts such as the service worker registration). */
  bodyEnd?: string;
  /** The templates' own head tags (fonts, metas, scripts). */
  headTags: HeadTag[];
  /** URLs of module scripts to load (deferred by nature, so they may sit in the head). */
  scripts?: string[];
}

const VOID_TAGS = new Set(['meta', 'link']);

/**
 * Writes a template's head tag. Attribute values are escaped; the text of a style or script
 * cannot close its element early, since `</` is written `<\/` (the same text to CSS strings
 * and JavaScript, and never an end tag to the HTML parser).
 */
export function serializeHeadTag(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => {
      if (!/^[a-zA-Z][a-zA-Z0-9:-]*$/.test(name)) throw new Error(`Invalid attribute name in a head tag: ${JSON.stringify(name)}`);
      return value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
  if (VOID_TAGS.has(tag.tag)) return `<${tag.tag}${attributes}>`;
  const content = (tag.content ?? '').replace(/<\//g, '<\\/').replace(/<!--/g, '<\\!--');
  return `<${tag.tag}${attributes}>${content}</${tag.tag}>`;
}

/**
 * An inline classic script. Its text cannot close the element early (`</` is written `<\/`,
 * the same to JavaScript); the page's Content-Security-Policy allows it by its hash.
 */
export function inlineScript(code: string): string {
  return `<script>${code.replace(/<\//g, '<\\/').replace(/<!--/g, '<\\!--')}</script>`;
}

/**
 * Open Graph and Twitter card tags, so a shared link shows the page's title, summary and image
 * (`view.page.image`: its own, its card, or the site's), with the image's size when known.
 */
function socialTags(view: PageView, title: string, description: string | null): string[] {
  const image = view.page.image;
  const url = image ? escapeHtml(image.url) : null;
  return [
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(view.site.title)}">`,
    `<meta property="og:title" content="${title}">`,
    description ? `<meta property="og:description" content="${description}">` : '',
    `<meta property="og:url" content="${escapeHtml(view.page.canonicalUrl)}">`,
    url ? `<meta property="og:image" content="${url}">` : '',
    image?.width ? `<meta property="og:image:width" content="${image.width}">` : '',
    image?.height ? `<meta property="og:image:height" content="${image.height}">` : '',
    // A card shows the page's title: the title is what a screen reader should say of it.
    image?.card ? `<meta property="og:image:alt" content="${title}">` : '',
    `<meta name="twitter:card" content="${url ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    description ? `<meta name="twitter:description" content="${description}">` : '',
    url ? `<meta name="twitter:image" content="${url}">` : '',
  ].filter(Boolean);
}

/** `<page title> - <product name>`; pages outside a product use the site's title. */
export function documentTitle(view: PageView): string {
  const suffix = view.product?.name ?? view.site.title;
  return view.page.title === suffix ? suffix : `${view.page.title} - ${suffix}`;
}

/** The analytics settings the browser reads, as a data block (not executed, so no script hash is needed). */
export function analyticsDataTag(view: PageView): string {
  const analytics = view.site.analytics;
  if (!analytics) return '';
  const data: AnalyticsData = { ...analytics, languages: view.site.languages.map((l) => l.code) };
  return `<script type="application/json" id="${ANALYTICS_DATA_ID}">${serializeForScript(data)}</script>`;
}

/**
 * The search dialog's texts in the page's language, as a data block, when they are not the
 * English ones its script has (src/shared/search-strings.ts).
 */
export function searchStringsTag(view: PageView): string {
  const own = view.site.search ? ownSearchStrings(view.strings) : null;
  return own ? `<script type="application/json" id="${SEARCH_STRINGS_ID}">${serializeForScript(own)}</script>` : '';
}

/**
 * The whole HTML document around a rendered body. Every value from content passes through
 * `escapeHtml`, so a title such as `</title><script>` stays text.
 */
export function renderDocument(parts: DocumentParts): string {
  const { view } = parts;
  const { page } = view;
  const english = parts.alternates.find((a) => a.language === 'en');
  const title = escapeHtml(documentTitle(view));
  const description = page.description ? escapeHtml(page.description) : null;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    description ? `<meta name="description" content="${description}">` : '',
    page.frontmatter.noindex === true ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    english ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(english.href)}">` : '',
    ...parts.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.language)}" href="${escapeHtml(a.href)}">`),
    parts.siteHead,
    ...socialTags(view, title, description),
    ...parts.headTags.map(serializeHeadTag),
    `<meta name="mui:productId" content="${escapeHtml(page.productId)}">`,
    `<meta name="mui:productCategoryId" content="${escapeHtml(page.productCategoryId)}">`,
    parts.beforeStyles ?? '',
    ...(parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    parts.css
      ? `<style data-emotion="${escapeHtml([parts.emotionKey, ...parts.emotionIds].join(' '))}">${parts.css}</style>`
      : '',
    analyticsDataTag(view),
    searchStringsTag(view),
    ...(parts.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
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
