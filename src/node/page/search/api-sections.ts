import type { ApiPageView } from '../../model/api-view';
import { MAX_SECTION_CODE, MAX_SECTION_TEXT } from './extract-sections';
import type { SearchSection } from '../../model/search';

/** The words of metadata HTML (descriptions are sanitised HTML fragments). */
const words = (html: string | null) =>
  (html ?? '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&');

const squeeze = (parts: readonly string[], max: number) => {
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? text.slice(0, max) : text;
};

/**
 * What search keeps of an API page, section by section as the page shows them: its
 * description, the import lines (as code), each prop (property, parameter, returned value) with
 * its description, the slots, the CSS classes and variables. An API page has no markdown body to cut at its headings: this is
 * its equivalent, so that `variant` or `MuiButton-root` finds the page's section.
 */
export function apiSearchSections(view: ApiPageView, description: string | null): SearchSection[] {
  const intro: SearchSection = { anchor: '', heading: '', text: squeeze([description ?? '', words(view.descriptionHtml), words(view.deprecationHtml)], MAX_SECTION_TEXT), code: '' };
  const sections = view.sections.map((section): SearchSection => {
    const of = (text: string[], code: string[] = []) => ({ anchor: section.id, heading: section.title, text: squeeze(text, MAX_SECTION_TEXT), code: squeeze(code, MAX_SECTION_CODE) });
    switch (section.kind) {
      case 'import':
        return of([], view.imports);
      case 'props':
        return of(view.props.flatMap((prop) => [prop.name, words(prop.descriptionHtml)]));
      case 'properties':
        return of(view.properties.flatMap((member) => [member.name, words(member.descriptionHtml)]));
      case 'parameters':
        return of(view.parameters.flatMap((member) => [member.name, words(member.descriptionHtml)]));
      case 'return-value':
        return of(view.returnValue.flatMap((member) => [member.name, words(member.descriptionHtml)]));
      case 'slots':
        return of(view.slots.flatMap((slot) => [slot.name, slot.className ?? '', words(slot.descriptionHtml)]));
      case 'classes':
        return of(view.classes.flatMap((entry) => [entry.className, words(entry.descriptionHtml)]));
      case 'css-variables':
        return of(view.cssVariables.flatMap((variable) => [variable.name, words(variable.descriptionHtml)]));
      case 'theme-default-props':
        return of([view.themeDefaultProps ?? '']);
      case 'demos':
        return of([words(view.demosHtml)]);
      case 'selectors':
        return of((view.selectorGroups.find((group) => group.sectionId === section.id)?.selectors ?? []).flatMap((selector) => [selector.name, words(selector.descriptionHtml)]));
    }
  });
  return [intro, ...sections].filter((section) => section.text !== '' || section.code !== '' || section.anchor !== '');
}
