import { describe, expect, it } from 'vitest';
import { CHANGE_KINDS } from './changes';
import type { SiteParts } from './input-types';
import { INPUTS, originOwner } from './inputs';
import { ROUTING_ORIGINS } from './site-state';

// Adding an input is one entry of INPUTS: these say the table is whole and has no overlap, so
// that `loadSite` and `updateSite`, which only run the table, cannot disagree about an input.

/** Every part of the state an input gives (a new part fails the type check until it is listed here). */
const PARTS: Record<keyof SiteParts, true> = { sources: true, unread: true, apiPages: true, fileNavigation: true, navigation: true, templates: true, strings: true, publicFiles: true, demos: true };

describe('the table of inputs', () => {
  it.each(CHANGE_KINDS.filter((kind) => kind !== 'other'))('has exactly one input whose files are %s changes', (kind) => {
    expect(INPUTS.filter((input) => input.changes.includes(kind)).map((input) => input.name)).toHaveLength(1);
  });

  it('gives no input the files that are no input', () => {
    expect(INPUTS.filter((input) => input.changes.includes('other'))).toEqual([]);
  });

  it('has exactly one input for each part of the state', () => {
    const given = INPUTS.flatMap((input) => input.gives).sort();
    expect(given).toEqual(Object.keys(PARTS).sort());
  });

  it('gives each problem origin one owner: an input, or routing', () => {
    const origins = [...INPUTS.flatMap((input) => input.origins), ...ROUTING_ORIGINS];
    expect(new Set(origins).size).toBe(origins.length);
    for (const input of INPUTS) for (const origin of input.origins) expect(originOwner(origin.endsWith(':') ? `${origin}guide.md` : origin)).toBe(input.name);
    for (const origin of ROUTING_ORIGINS) expect(originOwner(origin)).toBe('routing');
    expect(originOwner('elsewhere')).toBeNull();
  });
});
