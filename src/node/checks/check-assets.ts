import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import type { LinkRef } from '../model/page-record';

export interface AssetCheckInput {
  /** Every file of the output as a URL path (`/static/logo.svg`), pages' own URLs included. */
  files: ReadonlySet<string>;
  /** The files each page shows by absolute path, with the file they were written in. */
  sources: readonly { file: string; assets: readonly LinkRef[] }[];
}

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Images (and other files a page shows) referenced by an absolute path of the site that no file
 * of the output answers: public files, generated files and pages. Warnings, at their lines: a
 * missing image is a blemish, not a broken site.
 */
export function checkAssets(input: AssetCheckInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const source of input.sources) {
    for (const asset of source.assets) {
      if (input.files.has(decoded(asset.href))) continue;
      diagnostics.push(
        warning({
          code: 'assets/missing',
          message: `${asset.href} is shown on this page, but no file of the site answers it`,
          file: source.file,
          ...(asset.line !== undefined && { line: asset.line }),
          ...(asset.column !== undefined && { column: asset.column }),
          hint: `add the file to public${decoded(asset.href)}, or fix the path`,
        }),
      );
    }
  }
  return diagnostics;
}
