/** An interface string in a page's language, `{{name}}` placeholders filled from `values`. */
export type InterfaceText = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/**
 * `{{name}}` replaced by `values[name]`; a name without a value stays as written. Own values
 * only: a translation's `{{constructor}}` or `{{toString}}` is not Object's.
 */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** The string of `key` in `strings`, when it is one of their own keys. */
const own = (strings: Readonly<Record<string, string>>, key: string): string | undefined => (Object.hasOwn(strings, key) ? strings[key] : undefined);

/**
 * `InterfaceText` over one language's strings, with `english` for the keys they lack (a model
 * built without translations has none) and the key itself as the last resort.
 */
export function interfaceText(strings: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>): InterfaceText {
  return (key, values) => {
    const text = own(strings, key) ?? own(english, key) ?? key;
    return values ? fillPlaceholders(text, values) : text;
  };
}
