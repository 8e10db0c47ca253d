'use strict';
// docs-site's stand-in for `next/head` (config: `nextStandIns: true`): a page's head is
// docs-site's to write, so what a component puts there is left out.
exports.__esModule = true;
exports.default = function Head() {
  return null;
};
