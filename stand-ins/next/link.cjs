'use strict';
// docs-site's stand-in for `next/link` (config: `nextStandIns: true`), for docs components
// written for Next.js (upstream's `@mui/docs`): a plain link, on the server and in the browser.
const React = require('react');

/** A Next.js `href` (a string or a URL object) as a URL string. */
function hrefOf(href) {
  if (typeof href === 'string') return href;
  if (!href || typeof href !== 'object') return '';
  let url = href.pathname || '';
  if (href.query && typeof href.query === 'object') {
    const query = new URLSearchParams(href.query).toString();
    if (query) url += `?${query}`;
  } else if (typeof href.search === 'string') url += href.search;
  if (href.hash) url += href.hash.startsWith('#') ? href.hash : `#${href.hash}`;
  return url;
}

const Link = React.forwardRef(function Link(props, ref) {
  const { href, as, children, legacyBehavior, passHref, prefetch, replace, scroll, shallow, locale, ...rest } = props;
  const url = hrefOf(as === undefined ? href : as);
  if (legacyBehavior) {
    const child = React.Children.only(children);
    return React.cloneElement(child, { href: url, ref });
  }
  return React.createElement('a', { ...rest, href: url, ref }, children);
});

exports.__esModule = true;
exports.default = Link;
exports.hrefOf = hrefOf;
