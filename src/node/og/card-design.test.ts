import { describe, expect, it } from 'vitest';
import { blue, blueDark } from '../../../templates/theme';
import { CARD_COLORS, cardCharacters, cardFonts } from './card-design';

describe('the share card design', () => {
  it("draws in the brand's colours, as the theme has them", () => {
    expect(CARD_COLORS).toMatchObject({
      backgroundTop: blueDark[900],
      backgroundBottom: blue[900],
      accent: blue[400],
      accentEnd: blue[600],
      description: blue[100],
      muted: blueDark[100],
    });
  });

  it("writes in the site's body face, from the installed package, in two weights", () => {
    const fonts = cardFonts();
    expect(new Set(fonts.map((font) => `${font.name} ${font.weight}`))).toEqual(new Set(['IBM Plex Sans 400', 'IBM Plex Sans 600']));
    // woff files (the package's other format is woff2).
    for (const font of fonts) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
  });

  it('knows which characters its fonts have: Latin, Cyrillic, Greek, Vietnamese, not Chinese', () => {
    const ranges = cardCharacters();
    const has = (char: string) => ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
    for (const char of ['A', 'é', 'Ж', 'Ω', 'ệ', '€']) expect(has(char), char).toBe(true);
    for (const char of ['中', '🎉']) expect(has(char), char).toBe(false);
  });
});
