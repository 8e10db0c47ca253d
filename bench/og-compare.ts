// The share card drawn two ways, side by side in this process (part 4 of bench/og-images.ts):
// takumi, docs-site's drawer (src/node/og/draw-card.ts), and the drawer it replaced, satori then
// resvg (dev dependencies, kept for this comparison), from the same element (`cardElement`) and
// fonts. CPU per card (the process's: native threads included), split by step for the old one,
// and how far apart the two drawings are, pixel by pixel.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cardFonts } from '../src/node/og/card-design';
import { cardElement, createCardDrawer } from '../src/node/og/draw-card';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type SocialCard } from '../src/node/model/social-card';
import { decodePng } from '../test/helpers/png';

/** Cards of the shapes a site has: short and long titles (clamped to three lines), with and without a description, a logo, accented and Cyrillic words. */
const CARDS: Omit<SocialCard, 'path'>[] = [
  { title: 'Button', description: 'Buttons allow users to take actions, and make choices, with a single tap.', name: 'Material UI', logo: 'docs', site: 'mui.com' },
  {
    title: 'How to customize the theme of every component of a large application, step by step, with many examples and more words than three lines hold',
    description: 'A sentence that says what the page is about, as a description does, long enough to need its two lines and then some more words, and more again, so that it is cut at the end of the second.',
    name: 'Material UI',
    logo: 'docs',
    site: 'mui.com',
  },
  { title: 'Überblick: Ñandú, façade and œuvre', description: null, name: 'Joy UI', logo: null, site: 'mui.com' },
  { title: 'Кнопка и её варианты', description: 'Кнопки позволяют пользователям выполнять действия одним нажатием.', name: 'MUI System', logo: null, site: 'mui.com' },
];

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Mean absolute difference per channel (0-255), and the share of pixels whose largest channel difference is above 32. */
function difference(a: Uint8Array, b: Uint8Array): { mean: number; apart: number } {
  const [x, y] = [decodePng(a).rgba, decodePng(b).rgba];
  let sum = 0;
  let apart = 0;
  for (let i = 0; i < x.length; i += 4) {
    let largest = 0;
    for (let c = 0; c < 3; c += 1) {
      const d = Math.abs(x[i + c]! - y[i + c]!);
      sum += d;
      largest = Math.max(largest, d);
    }
    if (largest > 32) apart += 1;
  }
  return { mean: sum / ((x.length / 4) * 3), apart: apart / (x.length / 4) };
}

export async function compareDrawers(logo: string, count: number, outDir: string): Promise<string[]> {
  const logos = { docs: logo };
  const takumi = await createCardDrawer(logos);
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const fonts = cardFonts();
  const steps = { layout: 0, raster: 0, png: 0 };
  const old = async (card: SocialCard): Promise<Uint8Array> => {
    const a = cpuMs();
    const svg = await satori(cardElement(card, card.logo === null ? null : logo), { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, fonts });
    const b = cpuMs();
    const pixels = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
    const c = cpuMs();
    const png = pixels.asPng();
    steps.layout += b - a;
    steps.raster += c - b;
    steps.png += cpuMs() - c;
    return png;
  };
  const card = (i: number): SocialCard => ({ ...CARDS[i % CARDS.length]!, path: '' });
  const time = async (draw: (card: SocialCard) => Promise<Uint8Array>) => {
    for (let i = 0; i < 5; i += 1) await draw(card(i));
    steps.layout = steps.raster = steps.png = 0;
    const started = cpuMs();
    let bytes = 0;
    for (let i = 0; i < count; i += 1) bytes += (await draw(card(i))).byteLength;
    return { perCard: (cpuMs() - started) / count, bytes: bytes / count };
  };
  const now = await time((each) => takumi.draw(each));
  const before = await time(old);
  await mkdir(outDir, { recursive: true });
  const lines = [
    `| drawer | CPU per card | PNG per card |`,
    `| --- | --- | --- |`,
    `| takumi (docs-site's) | ${now.perCard.toFixed(1)} ms | ${(now.bytes / 1024).toFixed(1)} KB |`,
    `| satori, then resvg (before) | ${before.perCard.toFixed(1)} ms: layout ${(steps.layout / count).toFixed(1)}, rasterising ${(steps.raster / count).toFixed(1)}, PNG ${(steps.png / count).toFixed(1)} | ${(before.bytes / 1024).toFixed(1)} KB |`,
    '',
    `takumi / satori + resvg, CPU per card: ${(now.perCard / before.perCard).toFixed(2)}x (${count} cards each, in this process).`,
    '',
    '| card | mean difference per channel (0-255) | pixels more than 32 apart |',
    '| --- | --- | --- |',
  ];
  for (let i = 0; i < CARDS.length; i += 1) {
    const [a, b] = [await takumi.draw(card(i)), await old(card(i))];
    await writeFile(path.join(outDir, `card-${i + 1}-takumi.png`), a);
    await writeFile(path.join(outDir, `card-${i + 1}-satori-resvg.png`), b);
    const { mean, apart } = difference(a, b);
    lines.push(`| ${i + 1}: ${CARDS[i]!.title.slice(0, 40)} | ${mean.toFixed(2)} | ${(apart * 100).toFixed(2)}% |`);
  }
  lines.push('', `The pairs are in ${outDir}.`);
  return lines;
}
