'use strict';
// docs-site's stand-in for `next/router` (config: `nextStandIns: true`): a router that reads the
// page's address in the browser and the rendered page's path on the server (docs-site sets it
// while it renders a page), and navigates by loading the page.
const React = require('react');
const { hrefOf } = require('./link.cjs');

const PAGE = Symbol.for('docs-site.page');

function where() {
  if (typeof window !== 'undefined' && window.location) {
    const { pathname, search, hash } = window.location;
    return { pathname: pathname.replace(/(.)\/$/, '$1'), search, hash };
  }
  const page = globalThis[PAGE];
  return { pathname: (page && page.pathname) || '/', search: '', hash: '' };
}

const go = (method) => (url) => {
  if (typeof window !== 'undefined') window.location[method](hrefOf(url));
  return Promise.resolve(true);
};
const noop = () => {};

const router = {
  get pathname() {
    return where().pathname;
  },
  get route() {
    return where().pathname;
  },
  get asPath() {
    const { pathname, search, hash } = where();
    return pathname + search + hash;
  },
  get query() {
    return Object.fromEntries(new URLSearchParams(where().search));
  },
  basePath: '',
  locale: undefined,
  isReady: true,
  isFallback: false,
  isPreview: false,
  isLocaleDomain: false,
  push: go('assign'),
  replace: go('replace'),
  reload: () => (typeof window !== 'undefined' ? window.location.reload() : undefined),
  back: () => (typeof window !== 'undefined' ? window.history.back() : undefined),
  forward: () => (typeof window !== 'undefined' ? window.history.forward() : undefined),
  prefetch: () => Promise.resolve(),
  beforePopState: noop,
  events: { on: noop, off: noop, emit: noop },
};

exports.__esModule = true;
exports.default = router;
exports.Router = router;
exports.useRouter = () => router;
exports.withRouter = (Component) =>
  React.forwardRef(function WithRouter(props, ref) {
    return React.createElement(Component, { ...props, ref, router });
  });
