import type { Root } from 'hast';
import { VFile } from 'vfile';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { createMarkdownProcessor, type MarkdownProcessor } from './processor';

/** A page's markdown, as the compile stage needs it. */
export interface MarkdownSource {
  /** For messages. */
  file: string;
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyStartLine: number;
}

/** An entry of a page's table of contents: an h2 with its h3 children. */
export interface TocItem {
  /** The heading's id, the target of `#id` links. */
  id: string;
  text: string;
  children: TocItem[];
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
  diagnostics: Diagnostic[];
}

let shared: MarkdownProcessor | undefined;

/** Compiles a page body to hast. Messages from plugins become diagnostics at file lines. */
export function compileMarkdown(source: MarkdownSource, processor: MarkdownProcessor = (shared ??= createMarkdownProcessor())): CompiledMarkdown {
  const file = new VFile({ path: source.file, value: source.body });
  const hast = processor.runSync(processor.parse(file), file);
  const offset = source.bodyStartLine - 1;
  const diagnostics = file.messages.map((message) => {
    const make = message.fatal ? error : warning;
    return make({
      code: `markdown/${message.ruleId ?? 'message'}`,
      message: message.reason,
      file: source.file,
      ...(message.line != null && { line: message.line + offset }),
      ...(message.column != null && { column: message.column }),
    });
  });
  return {
    hast,
    heading: file.data.heading ?? null,
    description: file.data.description ?? null,
    toc: file.data.toc ?? [],
    diagnostics,
  };
}
