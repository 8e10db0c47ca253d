import { randomUUID } from 'node:crypto';
import type { Root } from 'hast';
import { VFile } from 'vfile';
import { isDiagnosticCode, type DiagnosticCode } from '../../diagnostics/codes';
import { error, warning, type Diagnostic } from '../../diagnostics/diagnostic';
import { limitPathological, MAX_PAGE_BYTES } from './limits';
import { ELEMENTS_TOO_DEEP } from './plugins/element-depth';
import { createMarkdownProcessor, type MarkdownProcessor } from './processor';
import { EMPTY_CONTEXT, type AssetRef, type InternalLink, type MarkdownContext, type MarkdownTwin, type TocItem } from '../../model/markdown';

export type { TocItem } from '../../model/markdown';

/** A page's markdown, as the compile stage needs it. */
export interface MarkdownSource {
  /** For messages. */
  file: string;
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyStartLine: number;
}

/** The result of compiling one page: plain data, safe to cache or send to another thread. */
export interface CompiledMarkdown {
  hast: Root;
  /** Text of the `# ` heading, if the body has one. */
  heading: string | null;
  /** Text of the `<p class="description">` paragraph, if any. */
  description: string | null;
  /** h2 headings with their h3 children, for the table of contents. */
  toc: TocItem[];
  /** Internal links with their file lines, for the link check. */
  links: InternalLink[];
  /** Files shown by absolute path (images), with their file lines, for the assets check. */
  assets: AssetRef[];
  /** The page's markdown twin, when the context asked for one (`context.twin`). */
  twin: MarkdownTwin | null;
  diagnostics: Diagnostic[];
}

/**
 * The processor is made once per module load: it is frozen (immutable), so sharing it is
 * safe, and making it costs more than most pages.
 */
const sharedProcessor = createMarkdownProcessor();

/** Compiles a page body to hast. Messages from plugins become diagnostics at file lines. */
export function compileMarkdown(
  source: MarkdownSource,
  context: MarkdownContext = EMPTY_CONTEXT,
  processor: MarkdownProcessor = sharedProcessor,
): CompiledMarkdown {
  const bytes = Buffer.byteLength(source.body);
  if (bytes > MAX_PAGE_BYTES) return tooLarge(source, bytes);
  const limited = limitPathological(source.body);
  const file = new VFile({ path: source.file, value: limited.body });
  file.data.nonce = randomUUID();
  file.data.context = context;
  const hast = processor.runSync(processor.parse(file), file);
  const offset = source.bodyStartLine - 1;
  const diagnostics = limited.warnings.map((w) =>
    warning({ code: 'markdown/too-deep', message: w.message, file: source.file, line: w.line + offset }),
  );
  diagnostics.push(...file.messages.map((message) => {
    const make = message.fatal ? error : warning;
    return make({
      code: messageCode(message.ruleId),
      message: message.reason,
      ...(message.note && { hint: message.note }),
      file: source.file,
      ...(message.line != null && { line: message.line + offset }),
      ...(message.column != null && { column: message.column }),
    });
  }));
  return {
    hast,
    heading: file.data.heading ?? null,
    description: file.data.description ?? null,
    toc: file.data.toc ?? [],
    // Links without a position are the generated API section's: they point at the frontmatter key.
    assets: (file.data.assets ?? []).map((asset) => ({ ...asset, line: asset.line === null ? null : asset.line + offset })),
    links: (file.data.links ?? []).map((link) => ({ ...link, line: link.line === null ? (context.api?.line ?? null) : link.line + offset })),
    twin: file.data.twin ?? null,
    diagnostics,
  };
}

/**
 * The code of a plugin's message: its rule id, which the plugins write as the code itself
 * (`markdown/heading-order`, `demos/import`); `markdown/message` for a message with none. A rule
 * id the registry does not hold is a bug of docs-site.
 */
function messageCode(ruleId: string | undefined): DiagnosticCode {
  if (ruleId === undefined) return 'markdown/message';
  if (isDiagnosticCode(ruleId)) return ruleId;
  throw new Error(`A markdown plugin reported the code ${ruleId}, which src/node/diagnostics/codes.ts does not register`);
}

const formatBytes = (bytes: number) => bytes.toLocaleString('en-US');

/** The code of the error for a page over `MAX_PAGE_BYTES`. */
export const PAGE_TOO_LARGE = 'content/page-too-large' satisfies DiagnosticCode;

/**
 * The codes of the errors that leave a page with no tree to render: over the size limit (not
 * parsed), or nesting elements deeper than any stage may walk (its tree emptied).
 */
export const NOT_COMPILED: ReadonlySet<DiagnosticCode> = new Set([PAGE_TOO_LARGE, ELEMENTS_TOO_DEEP]);

/** A page over the size limit: reported, not parsed, so it cannot hold a build for minutes. */
function tooLarge(source: MarkdownSource, bytes: number): CompiledMarkdown {
  return {
    hast: { type: 'root', children: [] },
    heading: null,
    description: null,
    toc: [],
    links: [],
    assets: [],
    twin: null,
    diagnostics: [
      error({
        code: PAGE_TOO_LARGE,
        message: `The page has ${formatBytes(bytes)} bytes of markdown, over the limit of ${formatBytes(MAX_PAGE_BYTES)} (${MAX_PAGE_BYTES / 1024 / 1024} MB)`,
        file: source.file,
        hint: 'split it into several pages, for example a changelog by major version or an API reference by component',
      }),
    ],
  };
}
