/**
 * `IconButton` -> `icon-button`, `useAutocomplete` -> `use-autocomplete`, `DataGridPro` ->
 * `data-grid-pro`: how upstream names a component's API file, its page and its anchors.
 */
export const kebabCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
