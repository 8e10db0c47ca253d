import { describe, expect, it } from 'vitest';
import type { SocialCardInputs } from '../model/social-card';
import { drawable, pageImage, socialCardOf, type CardText } from './social-card';

const inputs: SocialCardInputs = {
  design: 'design-1',
  logos: { 'material-ui': 'logo-hash-1' },
  // Basic Latin and Latin-1, and Cyrillic: what a test needs of the fonts' ranges.
  characters: [
    [0x20, 0xff],
    [0x400, 0x45f],
  ],
};
const text: CardText = {
  title: 'Button',
  description: 'Buttons allow users to take actions.',
  product: { id: 'material-ui', name: 'Material UI' },
  siteTitle: 'MUI',
  host: 'https://mui.com',
};
const site = { host: 'https://mui.com', socialImage: 'https://mui.com/static/social.png' };

describe('socialCardOf', () => {
  it('names a card by what draws it, in assets/og, with the product, its logo and the host', () => {
    const card = socialCardOf(inputs, text);
    expect(card).toEqual({
      path: expect.stringMatching(/^assets\/og\/card-[A-Za-z0-9]{16}\.png$/),
      title: 'Button',
      description: 'Buttons allow users to take actions.',
      name: 'Material UI',
      logo: 'material-ui',
      site: 'mui.com',
    });
    expect(socialCardOf(inputs, { ...text })?.path).toBe(card?.path);
  });

  it.each([
    ['the title', { ...text, title: 'Button group' }, inputs],
    ['the description', { ...text, description: 'Another one.' }, inputs],
    ['no description', { ...text, description: null }, inputs],
    ['the product', { ...text, product: { id: 'joy-ui', name: 'Joy UI' } }, inputs],
    ['the host', { ...text, host: 'https://next.mui.com' }, inputs],
    ['the logo file', text, { ...inputs, logos: { 'material-ui': 'logo-hash-2' } }],
    ['the design', text, { ...inputs, design: 'design-2' }],
  ])('names another card when %s changes', (_what, changed, changedInputs) => {
    expect(socialCardOf(changedInputs, changed)?.path).not.toBe(socialCardOf(inputs, text)?.path);
  });

  it('shows the site title and no logo on a page of no product, and no logo for a product without one', () => {
    expect(socialCardOf(inputs, { ...text, product: null })).toMatchObject({ name: 'MUI', logo: null });
    expect(socialCardOf(inputs, { ...text, product: { id: 'joy-ui', name: 'Joy UI' } })).toMatchObject({ name: 'Joy UI', logo: null });
  });

  it('is null when the site draws none, or when the fonts cannot write the text', () => {
    expect(socialCardOf(null, text)).toBeNull();
    expect(socialCardOf(inputs, { ...text, title: '按钮' })).toBeNull();
    expect(socialCardOf(inputs, { ...text, description: 'Кнопки 按钮' })).toBeNull();
    expect(socialCardOf(inputs, { ...text, title: 'Кнопка' })).not.toBeNull();
  });
});

describe('drawable', () => {
  it.each([
    ['Plain text', true],
    ['Tabs\tand\nnew lines\u2028too', true],
    ['Кнопка', true],
    ['Emoji 🎉', false],
    ['中文', false],
  ])('%j: %s', (value, expected) => {
    expect(drawable(value, inputs.characters)).toBe(expected);
  });
});

describe('pageImage', () => {
  const card = socialCardOf(inputs, text)!;

  it.each([
    ['an absolute URL of the frontmatter', 'https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['a path of the site, made absolute on the host', '/static/button.png', 'https://mui.com/static/button.png'],
    ['a path with spaces around it', '  /static/b.png ', 'https://mui.com/static/b.png'],
  ])('takes %s over the card, with no size', (_what, image, url) => {
    expect(pageImage(image, card, site)).toEqual({ url, width: null, height: null, card: null });
  });

  it('else the card, 1200x630, on the host', () => {
    expect(pageImage(undefined, card, site)).toEqual({ url: `https://mui.com/${card.path}`, width: 1200, height: 630, card });
    expect(pageImage('', card, site)?.card).toBe(card);
    expect(pageImage(42, card, site)?.card).toBe(card);
  });

  it("else the site's image, else none", () => {
    expect(pageImage(undefined, null, site)).toEqual({ url: site.socialImage, width: null, height: null, card: null });
    expect(pageImage(undefined, null, { ...site, socialImage: null })).toBeNull();
  });
});

describe('what a page gives its card and image', () => {
  it("cuts a page-long title, description or name to what a card can show", () => {
    const long = 'Long title '.repeat(10_000);
    const card = socialCardOf(inputs, { ...text, title: long, description: long, product: { id: 'material-ui', name: long } })!;
    for (const shown of [card.title, card.description!, card.name]) {
      expect(shown.length).toBe(300);
      expect(shown.endsWith('…')).toBe(true);
    }
  });

  it('takes only a web address as the image of `image:`', () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd']) {
      expect(pageImage(image, null, site)?.url).toBe('https://mui.com/static/social.png');
    }
    expect(pageImage('/static/own.png', null, site)?.url).toBe('https://mui.com/static/own.png');
  });
});
