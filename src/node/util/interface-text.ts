/** An interface string in a page's language, `{{name}}` placeholders filled from `values`. */
export type InterfaceText = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** `{{name}}` replaced by `values[name]`; a name without a value stays as written. */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * `InterfaceText` over one language's strings, with `english` for the keys they lack (a model
 * built without translations has none) and the key itself as the last resort.
 */
export function interfaceText(strings: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>): InterfaceText {
  return (key, values) => {
    const text = strings[key] ?? english[key] ?? key;
    return values ? fillPlaceholders(text, values) : text;
  };
}
