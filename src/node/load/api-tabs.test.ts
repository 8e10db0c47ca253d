import { describe, expect, it } from 'vitest';
import { pageHeader } from './api-tabs';

describe('pageHeader', () => {
  it("ends at upstream's tabs marker, which it keeps", () => {
    const body = '# Menu\n\n<p class="description">Menus.</p>\n\n{{"component": "modules/components/ComponentPageTabs.js"}}\n\n## Introduction\n';
    expect(pageHeader(body)).toBe('# Menu\n\n<p class="description">Menus.</p>\n\n{{"component": "modules/components/ComponentPageTabs.js"}}');
  });

  it('else ends before the first section, not at a heading inside fenced code', () => {
    const body = '# Menu\n\n```md\n## not a section\n```\n\n~~~\n## nor this\n~~~\n\n## Usage\n\nText.';
    expect(pageHeader(body)).toBe('# Menu\n\n```md\n## not a section\n```\n\n~~~\n## nor this\n~~~\n');
  });

  it('is the whole body of a page without sections; a ### heading is not a section start', () => {
    expect(pageHeader('# Menu\n\n### Detail\n\nText.')).toBe('# Menu\n\n### Detail\n\nText.');
  });
});
