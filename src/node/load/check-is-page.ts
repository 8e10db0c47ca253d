import { error, type Diagnostic } from '../diagnostics/diagnostic';

/**
 * Markdown with text but no frontmatter and no `<p class="description">` is most likely not a page at all
 * (a template's README, a fixture): one error says so, instead of a missing title, a missing
 * description and a page no navigation reaches.
 */
export function checkIsPage(file: string, frontmatter: Readonly<Record<string, unknown>>, body: string): Diagnostic | null {
  // An empty file is a page being written (an editor creates it, then saves into it).
  if (Object.keys(frontmatter).length > 0 || body.trim() === '' || /<p\s+class=["']description["']/.test(body)) return null;
  return error({
    code: 'content/not-a-page',
    message: `${file} is not a page: it has no frontmatter and no description`,
    file,
    line: 1,
    hint: "if it is not a page, leave it out with the config's `exclude` (for example `exclude: ['**/README.md']`); if it is, add `title:` and `description:` frontmatter",
  });
}
