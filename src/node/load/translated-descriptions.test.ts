import { describe, expect, it } from 'vitest';
import { descriptionFileRole, translateDescriptions } from './translated-descriptions';

describe('the files of a descriptions folder', () => {
  it.each([
    ['button.json', { slug: 'button', language: 'en' }],
    ['button/button.json', { slug: 'button', language: 'en' }],
    ['button/button-zh.json', { slug: 'button', language: 'zh' }],
    ['button-group-zh.json', { slug: 'button-group', language: 'zh' }],
    // A language the config does not list: part of the name, in the flat layout; nothing, in a component's folder.
    ['button-pt.json', { slug: 'button-pt', language: 'en' }],
    ['button/button-pt.json', null],
    ['button/notes.json', null],
    ['a/b/b.json', null],
  ])('%s -> %j (languages en, zh)', (file, role) => {
    expect(descriptionFileRole(file, ['zh'])).toEqual(role);
  });
});

describe('a translation over the English descriptions', () => {
  it('takes each text it has, at every depth, and keeps English for what it leaves out or leaves empty', () => {
    const english = {
      componentDescription: 'A button.',
      propDescriptions: { onClick: { description: 'Called on click.', typeDescriptions: { event: 'The event.', value: 'The value.' } } },
      classDescriptions: { root: { description: 'Styles applied to {{nodeName}}.', nodeName: 'the root element' } },
    };
    const translated = {
      componentDescription: '',
      propDescriptions: { onClick: { description: '点击时调用。', typeDescriptions: { event: '事件。' } } },
      classDescriptions: { root: { description: '应用于{{nodeName}}的样式。' } },
    };
    expect(translateDescriptions(english, translated)).toEqual({
      componentDescription: 'A button.',
      propDescriptions: { onClick: { description: '点击时调用。', typeDescriptions: { event: '事件。', value: 'The value.' } } },
      classDescriptions: { root: { description: '应用于{{nodeName}}的样式。', nodeName: 'the root element' } },
    });
    // The English descriptions are left as they were.
    expect(english.propDescriptions.onClick.description).toBe('Called on click.');
  });
});
