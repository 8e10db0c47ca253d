import type { ApiPageSource } from '../../model/api-source';
import { htmlToText } from '../../util/html-text';
import { selectorsByCategory } from '../../load/api-kind';


/**
 * The API part of pages' markdown twins (`<page>.md`): an API page's twin, and the props tables
 * a markdown page's twin ends with for each component it lists. Made from the API metadata; a
 * markdown page's own text is read from its tree (`page/markdown/plugins/remark-twin.ts`).
 */

/** A table cell: one line, its pipes escaped. */
const cell = (value: string) => value.replace(/\|/g, '\\|').split('\n').map((line) => line.trim()).join(' ');

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

/** A prop's type as TypeScript writes it: union members on one line. */
function typeText(type: { name?: string; description?: string }): string {
  const description = type.description ? htmlToText(type.description) : '';
  return description || type.name || '';
}

/** The API sections of a component, hook or interface, as markdown, under headings of `level`. */
export function apiMarkdown(source: ApiPageSource, level: number): string {
  const { json, descriptions } = source;
  const h = '#'.repeat(level);
  const parts: string[] = [];
  const own = descriptions?.componentDescription ?? descriptions?.hookDescription ?? descriptions?.interfaceDescription;
  if (own) parts.push(htmlToText(own));
  if ((json.imports ?? []).length > 0) parts.push(`${h} Import\n\n\`\`\`js\n${json.imports!.join('\n')}\n\`\`\``);
  const members = (title: string, list: Record<string, { type: { name?: string; description?: string }; default?: string; required?: boolean }> | undefined, described: Record<string, { description?: string }> | undefined) => {
    const entries = Object.entries(list ?? {});
    if (entries.length === 0) return;
    const rows = entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => [`${name}${member.required ? ' (required)' : ''}`, `\`${typeText(member.type)}\``, member.default ? `\`${member.default}\`` : '-', htmlToText(described?.[name]?.description ?? '') || '-']);
    parts.push(`${h} ${title}\n\n${table(['Name', 'Type', 'Default', 'Description'], rows)}`);
  };
  members('Props', json.props, descriptions?.propDescriptions);
  members('Properties', json.properties, descriptions?.propertiesDescriptions);
  members('Parameters', json.parameters, descriptions?.parametersDescriptions);
  members('Return value', json.returnValue, descriptions?.returnValueDescriptions);
  // A list of selectors (`selectors.json`): a table per category, as the page has them.
  for (const { category, selectors } of selectorsByCategory(json.selectors ?? [])) {
    parts.push(`${h} ${category ?? 'Selectors'}\n\n${table(['Name', 'Return type', 'Description'], selectors.map((selector) => [selector.name, `\`${selector.returnType}\``, selector.description?.replace(/\s+/g, ' ').trim() || '-']))}`);
  }
  if ((json.slots ?? []).length > 0) {
    parts.push(
      `${h} Slots\n\n${table(
        ['Name', 'Class', 'Default', 'Description'],
        json.slots!.map((slot) => [slot.name, slot.class ? `\`.${slot.class}\`` : '-', slot.default ? `\`${slot.default}\`` : '-', htmlToText(descriptions?.slotDescriptions?.[slot.name] ?? slot.description ?? '') || '-']),
      )}`,
    );
  }
  if ((json.classes ?? []).length > 0) {
    parts.push(
      `${h} CSS classes\n\n${table(
        ['Class name', 'Rule name', 'Description'],
        json.classes!.map((entry) => {
          const described = descriptions?.classDescriptions?.[entry.key];
          const filled = described?.description.replace('{{nodeName}}', described.nodeName ?? '').replace('{{conditions}}', described.conditions ?? '');
          return [`\`.${entry.className}\``, entry.key, htmlToText(filled ?? entry.description ?? '') || '-'];
        }),
      )}`,
    );
  }
  if ((json.cssVariables ?? []).length > 0) {
    parts.push(
      `${h} CSS variables\n\n${table(
        ['Variable', 'Default', 'Description'],
        json.cssVariables!.map((variable) => [`\`${variable.name}\``, variable.default ? `\`${variable.default}\`` : '-', htmlToText(descriptions?.cssVariablesDescriptions?.[variable.name] ?? variable.description ?? '') || '-']),
      )}`,
    );
  }
  return parts.join('\n\n');
}

/** An API page's twin. */
export function apiTwin(source: ApiPageSource, title: string, description: string): string {
  return `# ${title}\n\n${description}\n\n${apiMarkdown(source, 2)}\n`;
}
