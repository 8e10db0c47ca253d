import { describe, expect, it } from 'vitest';
import { jsonPathPosition } from '../../load/json-position';
import { propTypeView, splitUnion, typeHtmlToText } from './type-text';

describe('prop types as upstream writes them, made readable', () => {
  it.each([
    // A union of literals: one member per line.
    [{ name: 'union', description: "'danger'<br>&#124;&nbsp;'neutral'<br>&#124;&nbsp;string" }, ["'danger'", "'neutral'", 'string']],
    // A nested union stays inside its Array<...>.
    [{ name: 'union', description: 'Array&lt;func<br>&#124;&nbsp;object<br>&#124;&nbsp;bool&gt;<br>&#124;&nbsp;func<br>&#124;&nbsp;object' }, ['Array<func | object | bool>', 'func', 'object']],
    // A shape is one type, written out with its own unions inline.
    [{ name: 'shape', description: '{ root?: func<br>&#124;&nbsp;object }' }, ['{ root?: func | object }']],
    // An object type inside a union, with a function member whose arrow is no closing bracket.
    [{ name: 'union', description: 'func<br>&#124;&nbsp;{ current?: { focusVisible: func } }' }, ['func', '{ current?: { focusVisible: func } }']],
    [{ name: 'enum', description: "'a &#124; b'<br>&#124;&nbsp;'c'" }, ["'a | b'", "'c'"]],
    [{ name: 'custom', description: 'integer' }, ['integer']],
    [{ name: 'bool' }, []],
    // MUI X's object type with the JSDoc of its members inside (grid-api.json's aiAssistant): the comments go.
    [
      { name: '', description: '{<br />  /**<br />   * Calls the `onPrompt()` callback.<br />   * @param {string} value The prompt<br />   */<br />  processPrompt: (value: string) =&gt; Promise&lt;PromptResponse&gt;<br />  /** Sets the active conversation index. */<br />  setActiveConversationIndex: (index: number) =&gt; void<br />}' },
      ['{ processPrompt: (value: string) => Promise<PromptResponse> setActiveConversationIndex: (index: number) => void }'],
    ],
    // A comment never closed ends the type: nothing after it is read as a type.
    [{ name: '', description: '{ a: string /* b: number' }, ['{ a: string']],
  ])('%j', (type, members) => {
    expect(propTypeView(type)).toEqual({ name: type.name, members });
  });

  it('decodes entities and never keeps a tag', () => {
    expect(typeHtmlToText('&lt;img onerror=x&gt;<script>alert(1)</script>&quot;&#39;&#x41;')).toBe('<img onerror=x>alert(1)"\'A');
  });

  it('splits only at the top level, arrows included', () => {
    expect(splitUnion('(a: string) => void | { b: number | string } | Array<x | y>')).toEqual(['(a: string) => void', '{ b: number | string }', 'Array<x | y>']);
  });
});

describe('jsonPathPosition', () => {
  const source = '{\n  "props": {\n    "color": {\n      "type": "bool"\n    }\n  },\n  "slots": [\n    { "name": "root" },\n    { "name": 3 }\n  ]\n}\n';
  it.each([
    [['props', 'color', 'type'], { line: 4, column: 7 }],
    [['slots', 1, 'name'], { line: 9, column: 7 }],
    // A step the text lacks: the deepest key it has.
    [['props', 'size', 'type'], { line: 2, column: 3 }],
    [[], { line: 1, column: 1 }],
  ])('%j', (at, position) => {
    expect(jsonPathPosition(source, at)).toEqual(position);
  });
});
