import type { DiagnosticCode } from '../diagnostics/codes';

/**
 * Why a demo cannot be shown: its file is not a file of the site, it does not compile, its imports do not resolve, it exports no
 * component, it throws while rendering, or esbuild cannot bundle it for the browser. Plain data: it travels to worker threads and into
 * the markdown stage, which reports it at the line of every page that embeds the demo.
 */
export interface DemoFailure {
  kind: 'read' | 'compile' | 'import' | 'export' | 'render' | 'bundle';
  message: string;
  hint: string | null;
  /** The file at fault (the demo, or a file it imports), relative to the site root. */
  file: string;
  line: number | null;
  column: number | null;
}

/** What `kind` the failure is, in words for the message: "failed to <verb>". */
export const FAILURE_VERBS: Record<DemoFailure['kind'], string> = {
  read: 'be read',
  compile: 'compile',
  import: 'import',
  export: 'export a component',
  render: 'render',
  bundle: 'bundle for the browser',
};

/** The code of each `kind` of failure, as the pages that embed the demo report it. */
export const FAILURE_CODES = {
  read: 'demos/unsafe-file',
  compile: 'demos/compile',
  import: 'demos/import',
  export: 'demos/export',
  render: 'demos/render',
  bundle: 'demos/bundle',
} as const satisfies Record<DemoFailure['kind'], DiagnosticCode>;
