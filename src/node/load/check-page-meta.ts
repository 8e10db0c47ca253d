import { error, warning, type Diagnostic } from '../diagnostics/diagnostic';
import type { SourcePage } from '../model/source-page';

/** Longer titles are cut in search results and browser tabs (REFERENCE 11). */
export const TITLE_MAX_LENGTH = 70;
/** Longer descriptions are cut in search results (REFERENCE 11). */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Frontmatter keys of the dialect whose values are text (`components` and `hooks` may also be lists). */
const TEXT_KEYS = ['title', 'description', 'productId', 'githubLabel', 'materialDesign', 'waiAria', 'packageName', 'layout', 'image'];
const LIST_KEYS = ['components', 'hooks'];

/** `Button, IconButton` or a YAML list: the names, trimmed, empty ones dropped. */
export function frontmatterList(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A frontmatter text, trimmed; null when absent, blank or not text. */
export const ownText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The checks on a page's frontmatter and metadata (REFERENCE 11). A page needs a title
 * (frontmatter or its `# ` heading) and a description (frontmatter or its
 * `<p class="description">`): without them it is an error. Titles over 70 and descriptions
 * over 160 characters, and descriptions that do not end a sentence, are warnings.
 */
export function checkPageMeta(
  page: Pick<SourcePage, 'file' | 'frontmatter' | 'frontmatterLines'>,
  found: { heading: string | null; description: string | null },
  knownProducts: readonly string[],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { frontmatter, frontmatterLines, file } = page;
  const at = (key: string) => (frontmatterLines[key] !== undefined ? { line: frontmatterLines[key] } : { line: 1 });

  for (const key of TEXT_KEYS) {
    if (frontmatter[key] !== undefined && typeof frontmatter[key] !== 'string') {
      diagnostics.push(error({ code: 'content/frontmatter-type', message: `${key} must be text, received ${JSON.stringify(frontmatter[key])}`, file, ...at(key) }));
    }
  }
  for (const key of LIST_KEYS) {
    const value = frontmatter[key];
    if (value !== undefined && typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      diagnostics.push(
        error({ code: 'content/frontmatter-type', message: `${key} must be a comma-separated list of names, received ${JSON.stringify(value)}`, file, ...at(key) }),
      );
    }
  }
  const productId = frontmatter.productId;
  if (typeof productId === 'string' && !knownProducts.includes(productId)) {
    diagnostics.push(
      warning({
        code: 'content/unknown-product',
        message: `productId "${productId}" is not a product of the config`,
        file,
        ...at('productId'),
        hint: `use one of ${knownProducts.join(', ')}`,
      }),
    );
  }

  const title = ownText(frontmatter.title) ?? found.heading;
  const description = ownText(frontmatter.description) ?? found.description;
  if (!title) {
    diagnostics.push(error({ code: 'content/missing-title', message: 'The page has no title', file, line: 1, hint: 'add `title:` to the frontmatter, or a `# ` heading' }));
  } else if (title.length > TITLE_MAX_LENGTH) {
    diagnostics.push(
      warning({
        code: 'content/long-title',
        message: `The title is ${title.length} characters long; search results cut titles over ${TITLE_MAX_LENGTH}`,
        file,
        ...at('title'),
      }),
    );
  }

  if (!description) {
    diagnostics.push(
      error({
        code: 'content/missing-description',
        message: 'The page has no description',
        file,
        line: 1,
        hint: 'add `description:` to the frontmatter, or a <p class="description"> paragraph',
      }),
    );
  } else {
    if (description.length > DESCRIPTION_MAX_LENGTH) {
      diagnostics.push(
        warning({
          code: 'content/long-description',
          message: `The description is ${description.length} characters long; search results cut descriptions over ${DESCRIPTION_MAX_LENGTH}`,
          file,
          ...at('description'),
        }),
      );
    }
    if (!/[.!。！]$/.test(description)) {
      diagnostics.push(
        warning({ code: 'content/description-punctuation', message: 'The description should end with "." or "!"', file, ...at('description') }),
      );
    }
  }
  return diagnostics;
}

