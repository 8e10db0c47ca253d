/**
 * Every code a diagnostic can have, with what triggers it and what to do about it. A
 * diagnostic's `code` is typed as one of these keys, so a code must be registered here before
 * anything can emit it; `codes.test.ts` checks that each entry is still emitted somewhere. The
 * manual's page of diagnostic codes is generated from this table
 * (scripts/manual/diagnostic-reference.ts).
 *
 * Codes are a stable interface (people grep for them, CI scripts match them): add codes, never
 * rename one.
 */
export interface DiagnosticCodeInfo {
  /** 'error', 'warning', or 'either' when the config/check mode decides (e.g. checks.links: 'warn'). */
  severity: 'error' | 'warning' | 'either';
  /** What input triggers it, in one or two plain English sentences a site author understands. */
  when: string;
  /** What to do about it: the general form of the hint the code gives (one or two sentences). */
  fix: string;
}

export const DIAGNOSTIC_CODES = {
  'api/extract': {
    severity: 'error',
    when: '`docs-site api` cannot read a component file it was given (no such file, or a syntax error), or two of the files it was given define the same component. Nothing is written.',
    fix: 'Pass the file that defines the component, its TypeScript source or the JavaScript build with its propTypes, and pass each component once.',
  },
  'api/invalid-json': {
    severity: 'error',
    when: 'An API metadata or descriptions file of a product is not valid JSON.',
    fix: 'Correct the JSON at the line and column given.',
  },
  'api/invalid-metadata': {
    severity: 'error',
    when: "An API metadata or descriptions file does not follow the format of upstream's API builder: a field has the wrong type, or a metadata file has none of `props`, `properties`, or `parameters` and `returnValue`.",
    fix: "Write the file in the format of upstream's API builder; the message names the field at fault.",
  },
  'api/missing-description': {
    severity: 'warning',
    when: "A prop, property, parameter or return value in a component's API metadata has no description in the product's descriptions file.",
    fix: 'Add the description to the descriptions file, under the key the hint names (`propDescriptions` for a prop).',
  },
  'api/no-metadata': {
    severity: 'error',
    when: "A product's `api.pages` folder holds no `<component>.json` file.",
    fix: "Set the product's `api.pages` to the folder that holds the API JSON files.",
  },
  'api/orphan-description': {
    severity: 'warning',
    when: "A file of a product's `api.descriptions` folder describes a component that has no metadata file in `api.pages`.",
    fix: "Remove the descriptions file, or add the component's API JSON.",
  },
  'api/too-deep': {
    severity: 'error',
    when: 'An API metadata or descriptions file nests arrays and objects more than 64 levels deep. The file is not read.',
    fix: "Write the file in the format of upstream's API builder, which nests under twenty levels.",
  },
  'api/unknown-component': {
    severity: 'error',
    when: "The `components` or `hooks` frontmatter of a page with API tabs (a product with `api.tabs: true`) names a component that has no metadata file in the product's `api.pages` folder. The tab shows the others.",
    fix: 'Correct the name, or add the missing `<name>.json` metadata file.',
  },
  'api/unreadable': {
    severity: 'error',
    when: 'An API metadata or descriptions file could not be read: a link out of its folder, a FIFO, socket or device, a file larger than 16 MB, or an error of the file system.',
    fix: 'Make it a regular file of the folder, under the size limit.',
  },
  'assets/compile': {
    severity: 'error',
    when: "esbuild cannot bundle the site's browser code, and no demo is found to be the cause (a mistake in the templates' browser code, such as an `islands.tsx` that does not compile).",
    fix: 'Correct the file at the line given in the message.',
  },
  'assets/missing': {
    severity: 'warning',
    when: 'A page shows an image, video or other file by an absolute path of the site (`/static/logo.png`) that no public file, page or generated file answers. Reported unless `checks.assets` is `off`.',
    fix: 'Add the file to the public folder at that path, or correct the path.',
  },
  'cache/refused': {
    severity: 'warning',
    when: "The cache folder (the config's `directories.cache`) is a symbolic link, or holds one, or holds a FIFO, socket or device: what a restored or shared cache could use to make a build read, write or delete outside it, or hang. The build neither reads nor writes the cache, and renders everything.",
    fix: 'Delete the cache folder; the next build makes it again. Restore a cache as plain folders and files.',
  },
  'config/components': {
    severity: 'error',
    when: "An entry of the config's `components` names a file that does not exist.",
    fix: 'Give a path of the site, relative to the config, to a module whose default export is the component.',
  },
  'config/components-unused': {
    severity: 'warning',
    when: "The config sets `components`, which replace parts of docs-site's theme, but the site uses templates of its own, so they replace nothing.",
    fix: 'Change those parts in the templates instead, or remove `components` from the config.',
  },
  'config/invalid': {
    severity: 'error',
    when: 'The config does not validate: a key is unknown, or a value has the wrong type or is out of range. The message names the key path, what was expected and what was found.',
    fix: 'Correct the value at the line given; for an unknown key, the hint suggests the closest known key.',
  },
  'config/load-failed': {
    severity: 'error',
    when: 'The config file does not compile, or throws an error while it is evaluated.',
    fix: 'Correct the config file at the line given in the message.',
  },
  'config/next-pages': {
    severity: 'warning',
    when: "The folder the config's `nextPages` names does not exist, or a page module in it imports its markdown through a path that no `alias` maps to a file, so its route is not known.",
    fix: "Set `nextPages` to a folder that exists, and add the `alias` the hint gives for the imports (`alias: { 'docs/data': './data' }`).",
  },
  'config/no-default-export': {
    severity: 'error',
    when: 'The config file has no default export.',
    fix: 'End the file with `export default defineConfig({ ... })`.',
  },
  'config/not-found': {
    severity: 'error',
    when: 'The config file does not exist: `docs-site.config.ts` in the current folder, or the file `--config` names.',
    fix: 'Create `docs-site.config.ts`, or pass the right file with `--config <file>`.',
  },
  'config/unknown-embed': {
    severity: 'error',
    when: "An entry of the config's `embeds` names a component that the templates do not export in their `embeds`.",
    fix: "Use one of the names the templates' `embeds` export (the hint lists them), or export `embeds` from the templates' `index.tsx`.",
  },
  'config/unsafe-out-dir': {
    severity: 'error',
    when: "The output folder (`directories.out` or `--out`) holds the site's sources: the site's root folder, its content, templates or public folder, or its config file. A build removes from the output folder every file the site does not make.",
    fix: 'Choose an output folder of its own, such as `dist`.',
  },
  'content/changed-during-build': {
    severity: 'error',
    when: "A page's file changed, or went, between the build loading the site and rendering the page: a build keeps no page's text, it reads each page when it loads the site and again where it renders it.",
    fix: 'Build again once the files stop changing (a build does not watch its files: `docs-site dev` does).',
  },
  'content/description-punctuation': {
    severity: 'warning',
    when: 'A page\'s description (its `description` frontmatter or `<p class="description">` paragraph) does not end with `.`, `!`, `。` or `！`.',
    fix: 'End the description with a full stop or an exclamation mark.',
  },
  'content/duplicate-route': {
    severity: 'error',
    when: 'Two pages of one language have the same route, or are written to the same output file (a translation of a page whose path takes no language prefix, such as `/blog`). The second page is left out.',
    fix: 'Give one of them another file name or `route` frontmatter; a page whose path takes no language prefix is not translated.',
  },
  'content/frontmatter': {
    severity: 'error',
    when: "A page's frontmatter is not valid YAML (or JSON, for `---json`), or is not a mapping of keys to values. The page is not read.",
    fix: 'Write the frontmatter as YAML between two `---` lines, and quote values that contain `:` or `#`.',
  },
  'content/frontmatter-language': {
    severity: 'error',
    when: 'A page\'s frontmatter is marked as written in another language than YAML or JSON (`---toml`, `---js`). The page is not read.',
    fix: 'Write the frontmatter as YAML between two `---` lines.',
  },
  'content/frontmatter-too-deep': {
    severity: 'error',
    when: "A page's frontmatter nests lists and mappings more than 64 levels deep. The page is not read.",
    fix: 'Keep the frontmatter to a few flat values: title, description, lists of names.',
  },
  'content/frontmatter-type': {
    severity: 'error',
    when: 'A frontmatter key of the dialect has a value of the wrong type: `title`, `description`, `productId`, `layout` and the like must be text, `components` and `hooks` text or a list of texts.',
    fix: 'Write the value as the message says: text, or a comma-separated list of names.',
  },
  'content/invalid-route': {
    severity: 'error',
    when: "A page's route is not a valid path: its `route` frontmatter does not start with `/`, its path holds an empty segment, `.`, `..`, `\\`, `?` or `#`, or the route is longer than 1024 characters or has a segment over 200 bytes. An API metadata file whose name makes such a route gets it too.",
    fix: 'Give the page a shorter file name or `route` frontmatter, in lowercase letters, digits and hyphens.',
  },
  'content/invalid-utf8': {
    severity: 'either',
    when: 'A file the site reads is not valid UTF-8. A warning for a page, translation or API file, whose bytes that are not UTF-8 are shown as U+FFFD (�); an error for a navigation or page title file, which is then not read.',
    fix: 'Save the file as UTF-8.',
  },
  'content/long-description': {
    severity: 'warning',
    when: "A page's description is longer than 160 characters; search results cut it.",
    fix: 'Shorten the description to 160 characters or fewer.',
  },
  'content/long-title': {
    severity: 'warning',
    when: "A page's title is longer than 70 characters; search results and browser tabs cut it.",
    fix: 'Shorten the title to 70 characters or fewer.',
  },
  'content/missing-description': {
    severity: 'error',
    when: 'A page has no description: no `description` frontmatter and no `<p class="description">` paragraph.',
    fix: 'Add `description:` to the frontmatter, or a `<p class="description">` paragraph.',
  },
  'content/missing-title': {
    severity: 'error',
    when: 'A page has no title: no `title` frontmatter and no `# ` heading.',
    fix: 'Add `title:` to the frontmatter, or a `# ` heading.',
  },
  'content/no-pages': {
    severity: 'error',
    when: 'The content folder holds no page. A build with no page would replace the site with an empty one.',
    fix: 'Add a markdown page, or set `directories.content` in the config to the folder that holds the pages.',
  },
  'content/not-a-page': {
    severity: 'error',
    when: 'A markdown file of the content folder has text but no frontmatter and no `<p class="description">` paragraph, so it is most likely not a page (a README, a fixture).',
    fix: "Leave it out with the config's `exclude` (`exclude: ['**/README.md']`), or, if it is a page, add `title:` and `description:` frontmatter.",
  },
  'content/page-too-large': {
    severity: 'error',
    when: "A page's markdown is larger than 4 MB. The page is not parsed.",
    fix: 'Split it into several pages, for example a changelog by major version or an API reference by component.',
  },
  'content/skipped-file': {
    severity: 'warning',
    when: 'A folder the site reads (content, public, translations, API) holds a symbolic link that leads out of the folder, to a folder or to nothing, or a FIFO, socket or device. The entry is left out.',
    fix: 'Copy the file instead of linking to it, or remove the special file from the folder.',
  },
  'content/unknown-layout': {
    severity: 'error',
    when: "A page's `layout` frontmatter names a layout the templates do not export, or an API page is rendered while the templates export no API layout. The page is not written.",
    fix: "Use one of the layouts the message lists, or export the layout from the templates' `index.tsx`.",
  },
  'content/unknown-product': {
    severity: 'warning',
    when: "A page's `productId` frontmatter is not the id of a product of the config.",
    fix: 'Use one of the product ids the hint lists.',
  },
  'demos/bundle': {
    severity: 'either',
    when: 'A demo (or a component embedded from a file) cannot be bundled for the browser, most often because it imports, perhaps through a package, a module written for Node or for a framework. Reported at the line of every page that embeds it; an error unless `checks.demos` is `warn`.',
    fix: 'Import another entry point of the package, or see `nextStandIns` in the config for Next.js modules; the message shows the chain of imports.',
  },
  'demos/compile': {
    severity: 'either',
    when: 'A demo (or a component embedded from a file) does not compile: a syntax error, or an import esbuild cannot resolve. Reported at the line of every page that embeds it; an error unless `checks.demos` is `warn`.',
    fix: "Correct the demo at the file and line the message gives, or install or `alias` what it imports.",
  },
  'demos/export': {
    severity: 'either',
    when: 'A demo (or a component embedded from a file) has no component as its default export. Reported at the line of every page that embeds it; an error unless `checks.demos` is `warn`.',
    fix: 'Export the component as the default export: `export default function Name() { ... }`.',
  },
  'demos/import': {
    severity: 'either',
    when: 'Importing a compiled demo (or a component embedded from a file) fails: a package it imports is not installed or lacks the entry point or export it names, or the module throws when it is evaluated. Reported at the line of every page that embeds it; an error unless `checks.demos` is `warn`.',
    fix: "Install the package in the site's folder (or point it elsewhere with `alias`), or import what replaced the missing entry point or export.",
  },
  'demos/license-key': {
    severity: 'warning',
    when: "Demos import commercial MUI X packages (`@mui/x-*-pro`, `@mui/x-*-premium`) and the config sets no `licenseKeys.muiX`, so their components show a watermark and log a license error.",
    fix: "Set `licenseKeys: { muiX: process.env.MUI_X_LICENSE_KEY }` in the config, and the variable in the build's environment.",
  },
  'demos/license-package': {
    severity: 'error',
    when: "The config sets `licenseKeys.muiX`, but the site's `@mui/x-license` cannot be loaded, or exports no `LicenseInfo.setLicenseKey`.",
    fix: "Install `@mui/x-license` in the site's folder, at the version of its other `@mui/x-*` packages.",
  },
  'demos/missing-package': {
    severity: 'either',
    when: 'Demos import a package the site does not have installed. One diagnostic per package, naming the demos; an error unless `checks.demos` is `warn`.',
    fix: "Run `npm install <package>` in the site's folder, or point the package at a module with the config's `alias`.",
  },
  'demos/mount-check': {
    severity: 'warning',
    when: 'A demo did not settle within 15 seconds in the emulated browser that checks whether it changes as it comes to life. The check gave up, and the demo comes to life as soon as it is in view.',
    fix: 'Make the demo render less (fewer rows or columns) so that it is checked in time.',
  },
  'demos/render': {
    severity: 'either',
    when: 'A demo (or a component embedded from a file) throws while it renders on the server. Reported at the line of every page that embeds it; an error unless `checks.demos` is `warn`.',
    fix: "Correct the demo at the line of its source the message gives.",
  },
  'demos/sandbox': {
    severity: 'warning',
    when: "A demo's StackBlitz and CodeSandbox project leaves something out: a file it imports from outside the content folder, a file that is not text, or a package the site does not install. When its project cannot be made at all, the demo has no such buttons.",
    fix: "Keep what a demo imports inside the content folder, and install the packages it imports in the site's folder.",
  },
  'demos/syntax': {
    severity: 'error',
    when: 'A TypeScript demo that has no JavaScript version beside it cannot be read to make one (a syntax error). Reported at the demo\'s line; each page that embeds it says the demo does not compile (`demos/compile`) and shows a placeholder.',
    fix: 'Correct the demo at the line and column given.',
  },
  'demos/unsafe-file': {
    severity: 'error',
    when: "A demo's file, or a file a demo imports by a relative path, is not a file of the site: a symbolic link (or a folder on its way) that leads out of the content folder, for a demo, or out of the site's folder, for an import; or a FIFO, socket or device. It is not read, compiled or published. Reported at the line of every page that embeds the demo, an error whatever `checks.demos` says.",
    fix: 'Copy the file into the content folder instead of linking to it.',
  },
  'i18n/invalid-translation': {
    severity: 'error',
    when: 'A translation file is not valid JSON, or holds a value that is neither a string nor an object of strings.',
    fix: 'Correct the file: a translation file is nested objects whose values are strings.',
  },
  'i18n/missing-translation': {
    severity: 'warning',
    when: 'A configured language has no translation for an interface string the English files have, and the site has translation files at all. The English text is shown meanwhile.',
    fix: "Add the key to the language's translation file (`translations-<code>.json`).",
  },
  'i18n/too-deep': {
    severity: 'error',
    when: 'A translation file nests objects more than 64 levels deep. The file is not read.',
    fix: 'Nest translations a few levels of keys deep (`appFrame.settings`).',
  },
  'init/cannot-write': {
    severity: 'error',
    when: '`docs-site init` cannot look at, read or write a file or folder of the target folder (no permission, a read-only file system, a file where a folder goes).',
    fix: 'Run `docs-site init <dir>` with a new or empty folder you can write to.',
  },
  'init/exists': {
    severity: 'error',
    when: '`docs-site init` would replace files already in the target folder, or cannot add its scripts to its `package.json` (not valid JSON, not an object, or a script of the same name with another command). Nothing is written.',
    fix: 'Run `docs-site init <dir>` with a new or empty folder, or move the files it lists away first.',
  },
  'init/invalid-answer': {
    severity: 'error',
    when: 'An answer to `docs-site init` (the site title or the product name) is empty, longer than 100 characters or holds a control character, or makes a config that does not validate.',
    fix: 'Give another answer, with `--title` or `--product` or at the question.',
  },
  'init/not-a-folder': {
    severity: 'error',
    when: 'The path given to `docs-site init` is a file, or a symbolic link that leads nowhere.',
    fix: 'Run `docs-site init <dir>` with a new or empty folder.',
  },
  'init/package-json': {
    severity: 'error',
    when: "The target folder's `package.json`, to which `docs-site init` adds its scripts, is a symbolic link, a FIFO, socket or device, or larger than 16 MB.",
    fix: 'Replace the link with a copy of the file, remove the special file, or run `docs-site init` in another folder.',
  },
  'links/malformed': {
    severity: 'either',
    when: 'A link of a page is not a URL that can be parsed, or holds a `%` escape that does not decode. An error unless `checks.links` is `warn` (`off` skips the link check).',
    fix: 'Correct the link.',
  },
  'links/missing-anchor': {
    severity: 'either',
    when: 'A link leads to a page, but the page has no element with the id after `#`. An error unless `checks.links` is `warn` (`off` skips the link check).',
    fix: 'Link to an id the page has; the hint suggests the closest one.',
  },
  'links/missing-page': {
    severity: 'either',
    when: 'A link of a page leads to no page, file or redirect of the site. An error unless `checks.links` is `warn` (`off` skips the link check).',
    fix: 'Correct the link; the hint suggests the closest route when there is one.',
  },
  'markdown/callout-severity': {
    severity: 'error',
    when: 'A callout opens with a keyword other than `info`, `success`, `warning` or `error` (`:::tip`). It is shown as a plain callout.',
    fix: 'Use one of `:::info`, `:::success`, `:::warning`, `:::error`, or a bare `:::`.',
  },
  'markdown/callout-stray': {
    severity: 'warning',
    when: 'A line holding only `:::` closes no callout. It is left out.',
    fix: 'Remove the line, or open the callout it was meant to close.',
  },
  'markdown/callout-unclosed': {
    severity: 'warning',
    when: 'A callout (`:::info` and the like) is never closed. It runs to the next callout or the end of its container.',
    fix: 'End the callout with a line holding only `:::`.',
  },
  'markdown/code-language': {
    severity: 'warning',
    when: 'A fenced code block names a language the highlighter has no grammar for. The block is shown as plain text.',
    fix: 'Use a language the highlighter knows (`js`, `tsx`, `css`, `bash` and the like), or `text`.',
  },
  'markdown/code-tabs-embed': {
    severity: 'warning',
    when: 'A `HighlightedCodeWithTabs` embed has no `tabs`, or a tab lacks a text `tab` or `code`, or has a `language` that is not text. A placeholder is shown.',
    fix: 'Give `tabs` as a list of `{ "tab", "code", "language" }` with text values.',
  },
  'markdown/code-too-long': {
    severity: 'warning',
    when: 'A code block is longer than 100,000 characters. It is shown without highlighting.',
    fix: 'Shorten the block, or move its content to a file the page links to.',
  },
  'markdown/codeblock-content': {
    severity: 'warning',
    when: 'A `<codeblock>` holds something other than fenced code blocks. That content is shown after the tabs.',
    fix: 'Keep only fenced code blocks between `<codeblock>` and `</codeblock>`.',
  },
  'markdown/codeblock-unclosed': {
    severity: 'warning',
    when: 'A `<codeblock>` is never closed. It takes the rest of its container.',
    fix: 'End it with `</codeblock>` on a line of its own.',
  },
  'markdown/demo-option': {
    severity: 'warning',
    when: 'A demo embed has an option docs-site does not know, or an option with a value of the wrong type (`"bg": 3`). The option is ignored.',
    fix: 'Use one of the options the message lists, with a value of the right type.',
  },
  'markdown/elements-too-deep': {
    severity: 'error',
    when: 'The HTML of a page, raw HTML included, nests elements more than 256 deep, most often because an element such as `<div>` or `<details>` is never closed. The page is not rendered.',
    fix: 'Close the elements the page opens, or nest fewer.',
  },
  'markdown/feature-list': {
    severity: 'warning',
    when: 'A `<featureList>` block is not a list of `- item` lines ended by `</featureList>`. It is shown as written.',
    fix: 'Write `- item` lines between `<featureList>` and `</featureList>`.',
  },
  'markdown/heading-order': {
    severity: 'error',
    when: 'A page has an h3 (`###`) before any h2 (`##`), so the table of contents cannot place it.',
    fix: 'Add an h2 before it, or make it an h2.',
  },
  'markdown/invalid-embed': {
    severity: 'error',
    when: 'An embed line (`{{"demo": ...}}`, `{{"component": ...}}`) is not valid JSON, nests arrays and objects more than 64 levels deep, or names neither a `demo` nor a `component`.',
    fix: 'Write the embed as one JSON object between `{{` and `}}` with a `demo` or `component` key.',
  },
  'markdown/message': {
    severity: 'either',
    when: 'A markdown plugin reported a problem without a code of its own; docs-site\'s own plugins always give one. An error when the plugin marks it fatal.',
    fix: 'Do what the message says; a message that makes no sense is a bug of docs-site to report.',
  },
  'markdown/missing-demo': {
    severity: 'warning',
    when: 'A demo embed names a demo that is neither beside the page (`Name.tsx` or `Name.js`) nor a folder with one demo per styling (`Name/css/index.tsx`). A placeholder is shown.',
    fix: 'Correct the name, or add the demo file beside the page.',
  },
  'markdown/page-tabs': {
    severity: 'warning',
    when: 'A page embeds the component page tabs marker (`ComponentPageTabs`), but it shows no API tabs: its product has no `api.tabs: true`, or it lists no `components` or `hooks`. The marker is left out.',
    fix: 'Remove the marker, or list the page\'s `components` or `hooks` in a product with `api.tabs: true`.',
  },
  'markdown/too-deep': {
    severity: 'warning',
    when: 'A paragraph nests block quotes or lists more than 32 deep, holds more than 1000 emphasis, strikethrough, bracket, backtick or HTML tag markers, or is longer than 200,000 characters. It is shown as written, as a code block.',
    fix: 'Split the paragraph, or nest fewer block quotes and lists.',
  },
  'markdown/unknown-component': {
    severity: 'warning',
    when: "A component embed (`{{\"component\": \"name\"}}`) names no key of the config's `embeds`. A placeholder is shown.",
    fix: "Correct the name, or register the component in the config's `embeds`.",
  },
  'merge/duplicate-shard': {
    severity: 'error',
    when: '`docs-site merge` is given two folders that are the same shard of the build.',
    fix: 'Pass the output folder of each shard once.',
  },
  'merge/incomplete': {
    severity: 'error',
    when: "The shards given to `docs-site merge` do not hold every page of the site between them.",
    fix: 'Build every shard again from the same sources, and pass the output folder of each.',
  },
  'merge/invalid-shard': {
    severity: 'error',
    when: "A shard's `.docs-site-shard.json` is not what `docs-site build --shard` writes: a field is missing, of the wrong type or past its bound, or it names a path outside the shard or a file the shard does not hold. Nothing of the shard is merged.",
    fix: 'Build the shard again with `docs-site build --shard i/n`, and pass its output folder as it was written.',
  },
  'merge/mismatch': {
    severity: 'error',
    when: 'A folder given to `docs-site merge` is a shard of another build than the first one (other sources, config or docs-site version, or another shard count).',
    fix: 'Build every shard from the same sources, config and docs-site version.',
  },
  'merge/missing-shard': {
    severity: 'error',
    when: 'A shard of the build is not among the folders given to `docs-site merge`.',
    fix: 'Pass the output folder of every shard.',
  },
  'merge/no-shards': {
    severity: 'error',
    when: '`docs-site merge` is given no shard folder.',
    fix: 'Pass the output folders of the shards.',
  },
  'merge/not-a-shard': {
    severity: 'error',
    when: 'A folder given to `docs-site merge` has no readable `.docs-site-shard.json`: it is not the output of `docs-site build --shard`.',
    fix: 'Pass the output folders of `docs-site build --shard i/n`.',
  },
  'merge/out-is-shard': {
    severity: 'error',
    when: 'The output folder of `docs-site merge` is one of the shards it merges.',
    fix: 'Merge into a folder of its own.',
  },
  'merge/unsafe-file': {
    severity: 'error',
    when: 'A shard folder given to `docs-site merge` holds an entry the site\'s reading rules leave out: a symbolic link that leads out of the shard, to a folder or nowhere, or a FIFO, socket or device.',
    fix: 'Remove the entry from the shard, or build the shard again.',
  },
  'nav/duplicate-pathname': {
    severity: 'error',
    when: 'A navigation tree lists the same pathname twice. Entries under a `components-api` or `hooks-api` path are exempt.',
    fix: 'List each page once in a navigation tree: remove or rename one entry.',
  },
  'nav/invalid': {
    severity: 'error',
    when: 'A navigation file does not validate: a field is unknown or has the wrong type. The message names the key path.',
    fix: 'Correct the field the message names.',
  },
  'nav/invalid-json': {
    severity: 'error',
    when: 'A navigation or page title file written in JSON is not valid JSON.',
    fix: 'Correct the JSON at the line and column given.',
  },
  'nav/invalid-pathname': {
    severity: 'error',
    when: 'A navigation entry\'s pathname is neither a path of the site nor a web address. The entry and its children are left out.',
    fix: 'Write a path starting with `/` or an address starting with `https://`.',
  },
  'nav/invalid-titles': {
    severity: 'error',
    when: 'The page title table (`pageTitles`) is not of the form `{ "pages": { "<subheader or pathname>": "Title" } }`.',
    fix: 'Write the table as `{ "pages": { ... } }` with text values.',
  },
  'nav/link-props': {
    severity: 'error',
    when: 'A navigation entry\'s `linkProps` sets an attribute a navigation link may not take (an `href`, an event handler). The attribute is left out.',
    fix: 'Set only `target`, `rel`, `title`, `lang`, `hrefLang`, `data-*` and `aria-*` in `linkProps`.',
  },
  'nav/load-failed': {
    severity: 'error',
    when: 'A navigation or page title file written as a TypeScript or JavaScript module does not compile, or throws while it is evaluated.',
    fix: 'Correct the module at the line given in the message.',
  },
  'nav/missing-page': {
    severity: 'warning',
    when: 'A navigation entry points to no page of the site.',
    fix: 'Add the page, correct the pathname, or remove the entry.',
  },
  'nav/not-found': {
    severity: 'error',
    when: 'A navigation file or the page title table the config names does not exist.',
    fix: 'Create the file, or correct its path in the config.',
  },
  'nav/stubbed-import': {
    severity: 'warning',
    when: 'A navigation module imports a module that resolves nowhere (other than a module of icons). A stand-in takes its place, whose every value is the string `icon:<name>`.',
    fix: "Nothing, when the module only gives types or icons; else install it, or map it to the site's files with the config's `alias`.",
  },
  'nav/too-deep': {
    severity: 'error',
    when: 'A navigation or page title file nests arrays and objects more than 64 levels deep. The file is not read.',
    fix: 'Nest a navigation a few levels of `children` deep.',
  },
  'nav/unreached-page': {
    severity: 'warning',
    when: "A page is in no navigation, so readers can only find it by search (the home page and API tab pages excepted).",
    fix: "Add the page to its product's navigation file.",
  },
  'output/conflict': {
    severity: 'error',
    when: 'Two things would be written to one file of the output: a public file and a page, a public file and a file docs-site writes (`sw.js`, `assets/...`), or a page and a file docs-site writes or another page\'s markdown twin.',
    fix: 'Rename the public file, or give the page another file name or `route` frontmatter.',
  },
  'output/not-a-folder': {
    severity: 'error',
    when: 'A file stands where the output folder goes; a build would replace it.',
    fix: 'Choose another output folder (`--out`, or `directories.out` in the config).',
  },
  'output/unwritable': {
    severity: 'error',
    when: 'The output folder cannot be made or written: no permission, a read-only file system, or a file where one of its parent folders goes.',
    fix: 'Choose another output folder (`--out`, or `directories.out` in the config).',
  },
  'redirects/invalid': {
    severity: 'error',
    when: 'A line of a `_redirects` file is not a rule `/from /to status` (a path starting with `/`, a target, an optional status from 200 to 599). `docs-site serve` skips such lines without reporting them.',
    fix: 'Write the rule as `/from /to 301`.',
  },
  'render/failed': {
    severity: 'error',
    when: "Rendering a page throws: the site's templates, or a component the config's `components` names, throw (a demo that throws is `demos/render`). `docs-site build` writes no such page and fails, naming the component that threw; `docs-site dev` serves the last good version of the page under the error overlay.",
    fix: 'Correct the component the message names; in `docs-site dev` the page renders again when a file changes.',
  },
  'serve/listen': {
    severity: 'error',
    when: '`docs-site serve` or `docs-site dev` cannot listen: the port is in use, the address is not one of the machine\'s, or the port needs privileges.',
    fix: 'Pass another port with `--port`, or another address with `--host`; choose a port above 1023.',
  },
  'serve/no-site': {
    severity: 'error',
    when: 'The folder `docs-site serve` is asked to serve does not exist.',
    fix: 'Run `docs-site build` first, or pass the folder to serve.',
  },
  'site/unreadable': {
    severity: 'error',
    when: 'A navigation, page title or translation file could not be read: a link out of its folder, a FIFO, socket or device, a file larger than 16 MB, or an error of the file system.',
    fix: 'Make it a regular file of the site, under the size limit.',
  },
  'site/unsafe-path': {
    severity: 'error',
    when: "A folder or file the config names (`public`, a navigation file) is a symbolic link that leads out of the site, to the site's root folder or nowhere, or is not a folder (or file) as it should be. It is not read.",
    fix: 'Make it a folder or file of the site; copy what a link should hold instead of linking to it.',
  },
  'templates/compile': {
    severity: 'error',
    when: "The site's templates (or a module the config's `components` names) do not compile: a syntax error, or an import esbuild cannot resolve.",
    fix: 'Correct the file at the line the message gives.',
  },
  'templates/no-layouts': {
    severity: 'error',
    when: "The templates' `index.tsx` does not export `layouts`.",
    fix: 'Export `layouts` from the templates\' `index.tsx`: an object of layout components by name.',
  },
  'templates/not-found': {
    severity: 'error',
    when: 'The templates folder holds no `index.tsx` (nor `index.ts`, `index.jsx` or `index.js`).',
    fix: 'Add `index.tsx` to the templates folder, or set `directories.templates` to the folder that holds it.',
  },
} as const satisfies Record<string, DiagnosticCodeInfo>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** Whether a text is a registered code: for codes that come from a plugin's message. */
export const isDiagnosticCode = (code: string): code is DiagnosticCode => Object.hasOwn(DIAGNOSTIC_CODES, code);
