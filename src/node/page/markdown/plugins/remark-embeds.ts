import type { Code, Paragraph, Root } from 'mdast';
import type { Transformer } from 'unified';
import { SKIP, walk } from '../common/walk';
import type { VFile } from 'vfile';
import path from 'node:path';
import { constructNode, dropFromTwin, type ConstructProps, type ConstructTwin } from '../common/constructs';
import { ownText } from '../../../load/check-page-meta';
import { FAILURE_CODES, FAILURE_VERBS, type DemoFailure } from '../../../model/demo-failure';
import { PAGE_TABS_COMPONENT, type DemoEntry } from '../../../model/markdown';
import { tooDeepOffset } from '../../../util/data-depth';
import { MAX_DATA_DEPTH } from '../../../util/limits';
import type { DiagnosticCode } from '../../../diagnostics/codes';
import { demoKey } from '../../../load/demo-names';


/** The options a demo embed may carry, with the values each accepts (REFERENCE 11). */
const DEMO_OPTIONS: Record<string, (value: unknown) => boolean> = {
  hideToolbar: (v) => typeof v === 'boolean',
  defaultCodeOpen: (v) => typeof v === 'boolean',
  iframe: (v) => typeof v === 'boolean',
  disableAd: (v) => typeof v === 'boolean',
  disableLiveEdit: (v) => typeof v === 'boolean',
  bg: (v) => typeof v === 'boolean' || v === 'outlined' || v === 'inline' || v === 'gradient' || v === 'playground',
  maxWidth: (v) => (typeof v === 'number' && v > 0) || (typeof v === 'string' && v !== ''),
  height: (v) => (typeof v === 'number' && v > 0) || (typeof v === 'string' && v !== ''),
  hydrate: (v) => v === 'visible' || v === 'interaction' || v === 'load',
};

/**
 * Upstream's docs component for code tabs given as data:
 * `{{"component": "modules/components/HighlightedCodeWithTabs", "tabs": [{ "tab", "code", "language" }]}}`.
 * Its code is highlighted at build time like any other, so it is a construct of the dialect
 * (the same tabs as `<codeblock>`), not a component the config registers.
 */
const CODE_TABS_COMPONENT = /(?:^|\/)HighlightedCodeWithTabs(?:\.[jt]sx?)?$/;

interface CodeTab {
  tab: string;
  code: string;
  language: string | null;
}

/** The `tabs` of a code tabs embed, or null when they are not a list of tabs. */
function codeTabsOf(props: Record<string, unknown>): CodeTab[] | null {
  const { tabs } = props;
  if (!Array.isArray(tabs) || tabs.length === 0) return null;
  const valid = tabs.every((item: unknown) => {
    const { tab, code, language } = (item ?? {}) as Record<string, unknown>;
    return typeof tab === 'string' && typeof code === 'string' && (language === undefined || typeof language === 'string');
  });
  return valid ? (tabs as { tab: string; code: string; language?: string }[]).map(({ tab, code, language }) => ({ tab, code, language: language ?? null })) : null;
}

/** A `docs-code` holding one source, as `remark-code-blocks` makes them. */
function codeNode(file: VFile, language: string | null, value: string, props: ConstructProps = {}): ReturnType<typeof constructNode> {
  const code: Code = { type: 'code', lang: language, meta: null, value: value.replace(/\n$/, '') };
  return constructNode(file, 'docs-code', { language, title: null, tab: null, ...props }, [code]);
}

/** The text of a paragraph as written, when it is a `{{...}}` embed line. */
function embedText(node: Paragraph, file: VFile): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  const text = String(file.value).slice(start, end).trim();
  return text.startsWith('{{') && text.endsWith('}}') ? text : null;
}

/**
 * Embeds on a line of their own: `{{"demo": "Name.js", ...options}}` and
 * `{{"component": "key", ...props}}`. A demo found beside the page becomes a `docs-demo`
 * holding its island and its sources (TS and JS); a missing demo or an unregistered
 * component is a warning and a visible `docs-missing` placeholder. On a page with API tabs,
 * `docs-page-tabs` goes at upstream's `ComponentPageTabs` marker, else before the first `##`.
 */
export default function remarkEmbeds(): Transformer<Root, Root> {
  return (tree, file) => {
    const context = file.data.context;
    const anchored = new Set<string>();
    let islands = 0;
    let tabsPlaced = false;
    walk(tree, 'paragraph', (node: Paragraph, index, parent) => {
      if (!parent || index === undefined) return;
      const text = embedText(node, file);
      if (text === null) return;
      const place = { place: node.position, source: 'markdown' };
      let value: unknown;
      try {
        value = JSON.parse(text.slice(1, -1));
      } catch (caught) {
        const message = file.message(`Invalid embed: ${(caught as Error).message}`, { ...place, ruleId: 'markdown/invalid-embed' satisfies DiagnosticCode });
        message.fatal = true;
        return;
      }
      // Its props are written out again (JSON.stringify), level by level.
      if (tooDeepOffset(text.slice(1, -1)) !== null) {
        const message = file.message(`Invalid embed: it nests arrays and objects more than ${MAX_DATA_DEPTH} levels deep`, { ...place, ruleId: 'markdown/invalid-embed' satisfies DiagnosticCode });
        message.fatal = true;
        return;
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const { demo, component, ...rest } = value as Record<string, unknown>;

      if (typeof demo === 'string') {
        const entry = context?.demos[demoKey(demo)];
        if (!entry) {
          // Written without an extension, it may be a demo per styling solution (a folder).
          const folder = demo === demoKey(demo) ? `, or a folder ${demo}/<css|tailwind|system>/index.tsx` : '';
          file.message(`Demo "${demo}" not found: expected ${demoKey(demo)}.tsx or ${demoKey(demo)}.js beside this page${folder}`, {
            ...place,
            ruleId: 'markdown/missing-demo' satisfies DiagnosticCode,
          });
          parent.children[index] = constructNode(file, 'docs-missing', { kind: 'demo', name: demo }, [], node.position, (_, { twin }) => `*The page shows the demo ${demo} here: ${twin.host}${twin.url}*`);
          return SKIP;
        }
        // A demo per styling solution shows each styling that works, with a switch; each that
        // fails is reported, and the demo is missing only when none works.
        const stylings = entry.stylings ? Object.entries(entry.stylings) : [['', entry] as const];
        for (const [styling, each] of stylings) {
          if (each.failure) reportFailure(file, place, `The demo ${demo}${styling ? ` (${styling})` : ''}`, each.failure, context.demoChecks);
        }
        const working = stylings.filter(([, each]) => !each.failure);
        if (working.length === 0) {
          parent.children[index] = constructNode(file, 'docs-missing', { kind: 'demo', name: demo, reason: stylings[0]![1].failure!.message }, [], node.position, () => demoTwin(entry));
          return SKIP;
        }
        const options: ConstructProps = {};
        for (const [key, option] of Object.entries(rest)) {
          const valid = DEMO_OPTIONS[key];
          if (!valid) {
            file.message(`Unknown demo option "${key}": expected one of ${Object.keys(DEMO_OPTIONS).join(', ')}`, { ...place, ruleId: 'markdown/demo-option' satisfies DiagnosticCode });
          } else if (!valid(option)) {
            file.message(`Invalid value for demo option "${key}": ${JSON.stringify(option)}`, { ...place, ruleId: 'markdown/demo-option' satisfies DiagnosticCode });
          } else {
            options[key] = option as string | number | boolean;
          }
        }
        const withAnchors = !anchored.has(entry.name);
        anchored.add(entry.name);
        if (entry.stylings) {
          const names = working.map(([styling]) => styling);
          const blocks = working.map(([styling, each], i) => demoNode(file, each, { ...options, styling, stylings: names.join(' ') }, withAnchors && i === 0, islands + i, node));
          parent.children[index] = constructNode(file, 'docs-demo-stylings', { name: entry.name, stylings: names.join(' ') }, blocks, node.position, () => demoTwin(entry));
          islands += blocks.length;
          return SKIP;
        }
        parent.children[index] = demoNode(file, entry, options, withAnchors, islands, node);
        islands += 1;
        return SKIP;
      }

      if (typeof component === 'string' && CODE_TABS_COMPONENT.test(component)) {
        const tabs = codeTabsOf(rest);
        const twin = componentTwin(component, rest);
        if (!tabs) {
          file.message('HighlightedCodeWithTabs takes "tabs": a list of { "tab", "code", "language" } with text values', { ...place, ruleId: 'markdown/code-tabs-embed' satisfies DiagnosticCode });
          parent.children[index] = constructNode(file, 'docs-missing', { kind: 'component', name: component }, [], node.position, twin);
          return SKIP;
        }
        const storageKey = typeof rest.storageKey === 'string' ? rest.storageKey : null;
        parent.children[index] = constructNode(file, 'docs-code-tabs', { storageKey }, tabs.map((tab) => codeNode(file, tab.language, tab.code, { tab: tab.tab })), node.position, twin);
        return SKIP;
      }

      const fileEmbed = typeof component === 'string' ? context?.embedFiles[component] : undefined;
      if (typeof component === 'string' && fileEmbed) {
        if (fileEmbed.failure) {
          reportFailure(file, place, `The component ${component}`, fileEmbed.failure, context?.demoChecks ?? 'error');
          parent.children[index] = constructNode(file, 'docs-missing', { kind: 'component', name: component, reason: fileEmbed.failure.message }, [], node.position, componentTwin(component, rest));
          return SKIP;
        }
        // The embed's other fields are the component's props, on the server and when it hydrates.
        parent.children[index] = constructNode(
          file,
          'docs-island',
          { kind: 'embed', module: fileEmbed.id, index: islands, iframe: false, props: JSON.stringify(rest), ...(fileEmbed.changesOnMount === true && { hydrate: 'visible' }) },
          [],
          node.position,
          componentTwin(component, rest),
        );
        islands += 1;
        return SKIP;
      }

      if (typeof component === 'string' && PAGE_TABS_COMPONENT.test(component) && !context?.embeds.includes(component)) {
        if (context?.pageTabs) {
          parent.children[index] = constructNode(file, 'docs-page-tabs', {}, [], node.position, () => '');
          tabsPlaced = true;
          return SKIP;
        }
        file.message('The page tabs show on pages that list components or hooks, of a product with `api.tabs: true`', { ...place, ruleId: 'markdown/page-tabs' satisfies DiagnosticCode });
        dropFromTwin(file, node);
        parent.children.splice(index, 1);
        return index;
      }

      if (typeof component === 'string') {
        if (!context?.embeds.includes(component)) {
          file.message(`Unknown component embed "${component}": register it in the config's embeds`, { ...place, ruleId: 'markdown/unknown-component' satisfies DiagnosticCode });
          parent.children[index] = constructNode(file, 'docs-missing', { kind: 'component', name: component }, [], node.position, componentTwin(component, rest));
          return SKIP;
        }
        parent.children[index] = constructNode(file, 'docs-embed', { name: component, props: JSON.stringify(rest) }, [], node.position, componentTwin(component, rest));
        return SKIP;
      }

      const message = file.message('An embed names a "demo" or a "component"', { ...place, ruleId: 'markdown/invalid-embed' satisfies DiagnosticCode });
      message.fatal = true;
    });
    // Without upstream's marker, the tabs go before the page's first section.
    if (context?.pageTabs && !tabsPlaced) {
      const at = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2);
      tree.children.splice(at === -1 ? tree.children.length : at, 0, constructNode(file, 'docs-page-tabs', {}, []));
    }
  };
}

/** A demo or file embed that cannot be shown, reported at the embed's line (`checks.demos`). */
function reportFailure(file: VFile, place: { place: Paragraph['position']; source: string }, what: string, failure: DemoFailure, checks: 'error' | 'warn') {
  const at = failure.line === null ? failure.file : `${failure.file}:${failure.line}:${failure.column ?? 1}`;
  const message = file.message(`${what} failed to ${FAILURE_VERBS[failure.kind]} (${at}): ${failure.message}`, { ...place, ruleId: FAILURE_CODES[failure.kind] });
  if (failure.hint) message.note = failure.hint;
  // A file that is not the site's is refused whatever the checks: nothing of it was read.
  message.fatal = checks === 'error' || failure.kind === 'read';
}

/**
 * When the island comes to life, if not the default: as the demo's option says, else as soon as
 * it is in view when what it shows changes once it does (a component that measures the DOM).
 */
function hydrateOption(option: unknown, changesOnMount: boolean | null | undefined): { hydrate?: string } {
  if (typeof option === 'string') return { hydrate: option };
  return changesOnMount === true ? { hydrate: 'visible' } : {};
}

function demoNode(file: VFile, entry: DemoEntry, options: ConstructProps, withAnchors: boolean, island: number, at: Paragraph) {
  const source = (variant: 'ts' | 'js', value: string, preview = false) =>
    codeNode(file, variant === 'ts' ? 'tsx' : 'jsx', value, { variant, fileName: `${entry.name}.${variant === 'ts' ? 'tsx' : 'js'}`, ...(preview && { preview }) });
  const base = file.data.context?.sourceBase;
  const hasTs = entry.tsSource !== null;
  const children = [
    // `index` orders the page's islands: each gets its own root, props and id prefix.
    constructNode(
      file,
      'docs-island',
      { kind: 'demo', module: entry.id, index: island, iframe: options.iframe === true, ...hydrateOption(options.hydrate, entry.changesOnMount) },
      [],
    ),
    ...(hasTs ? [source('ts', entry.tsSource!)] : []),
    source('js', entry.jsSource),
    ...(hasTs && entry.tsPreview ? [source('ts', entry.tsPreview, true)] : []),
    ...(entry.jsPreview ? [source('js', entry.jsPreview, true)] : []),
  ];
  // The files on the repository's web view: the TS one, and the JS one when it is written too.
  const links = base ? { sourceUrl: `${base}${entry.id}.${hasTs ? 'tsx' : 'js'}`, ...(hasTs && !entry.jsGenerated && { jsSourceUrl: `${base}${entry.id}.js` }) } : {};
  return constructNode(
    file,
    'docs-demo',
    { ...options, name: entry.name, id: entry.id, hasTs, jsGenerated: entry.jsGenerated, anchors: withAnchors, ...links, ...(entry.sandbox && { sandbox: entry.sandbox }) },
    children,
    at.position,
    () => demoTwin(entry),
  );
}

/** A demo in the page's twin: its source fenced, TS where it has it, else JS; a demo per styling, each styling's. */
function demoTwin(demo: DemoEntry): string {
  if (demo.stylings) return Object.entries(demo.stylings).map(([styling, entry]) => `${entry.name} (${styling}):\n\n${demoSource(entry)}`).join('\n\n');
  return demoSource(demo);
}

function demoSource(demo: DemoEntry): string {
  const ts = demo.tsSource !== null;
  const code = ts ? demo.tsSource! : demo.jsSource;
  // A fence longer than any run of backticks in the code.
  const ticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
  return `${ticks}${ts ? 'tsx' : 'jsx'}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

/**
 * A component embed in the page's twin: upstream's page tabs are left out, its component
 * header is its links (from the frontmatter), code tabs their code blocks; any other is said
 * in words, with the page's URL.
 */
function componentTwin(component: string, value: Record<string, unknown>): ConstructTwin {
  return (_, { twin, title }) => {
    if (PAGE_TABS_COMPONENT.test(component)) return '';
    if (/(?:^|\/)ComponentLinkHeader(?:\.[jt]sx?)?$/.test(component)) {
      const fm = twin.frontmatter;
      const links = [
        ownText(fm.githubLabel) && `- Feedback: https://github.com/issues?q=label%3A${encodeURIComponent(ownText(fm.githubLabel)!)}`,
        ownText(fm.waiAria) && `- WAI-ARIA: ${ownText(fm.waiAria)}`,
        value.design !== false && ownText(fm.materialDesign) && `- Material Design: ${ownText(fm.materialDesign)}`,
        ownText(fm.packageName) && `- Package: https://npm.im/${ownText(fm.packageName)}`,
      ].filter(Boolean);
      return links.join('\n');
    }
    if (CODE_TABS_COMPONENT.test(component) && Array.isArray(value.tabs)) {
      return (value.tabs as { tab?: unknown; code?: unknown; language?: unknown }[])
        .filter((tab) => typeof tab?.code === 'string')
        .map((tab) => `${String(tab.tab ?? '')}:\n\n\`\`\`${typeof tab.language === 'string' ? tab.language : ''}\n${String(tab.code)}\n\`\`\``)
        .join('\n\n');
    }
    const name = path.posix.basename(component).replace(/\.[jt]sx?$/, '');
    return `*The page${title ? ` "${title}"` : ''} shows an interactive ${name} here: ${twin.host}${twin.url}*`;
  };
}
