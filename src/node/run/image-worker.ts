/**
 * The entry of a thread that draws share cards (compiled like the render worker, run by
 * tinypool): it loads the fonts and the drawing packages at its first batch, then draws each
 * card and writes it into the output folder and the cache.
 */
import { setPriority } from 'node:os';
import Tinypool from 'tinypool';
import { openPageCache } from '../cache/page-cache';
import type { SocialCard } from '../model/social-card';
import { createCardDrawer, type CardDrawer } from '../og/draw-card';
import { writeOutputFile } from '../write/page-files';
import type { ImageWorkerData } from './image-threads';
import { markEvery } from '../util/timings';

const data = Tinypool.workerData as ImageWorkerData;
const cache = data.cacheDir ? openPageCache(data.cacheDir) : null;
/** The folders this thread has made: a thread draws every card of one build (one recursive mkdir costs as much as a write). */
const madeFolders = new Set<string>();
let drawer: Promise<CardDrawer> | null = null;

try {
  // Below the render threads (Linux sets a thread's priority, not the process's): the cards are
  // needed only at the end of the build, the pages' records all along.
  setPriority(10);
} catch {
  // Not allowed here: the cards are drawn at the same priority.
}

/** Cards this thread drew (with `DOCS_SITE_TIMINGS=1`, marked every 250 with the thread's heap). */
const drawn = markEvery(250, (count) => `${count} share cards drawn in this thread`);

export default async function drawCards(cards: SocialCard[]): Promise<number[]> {
  drawer ??= createCardDrawer(data.logos);
  const draw = await drawer;
  const sizes: number[] = [];
  for (const card of cards) {
    const png = await draw.draw(card);
    writeOutputFile(data.outDir, card.path, png, madeFolders);
    cache?.writeImage(card.path, png);
    sizes.push(png.byteLength);
  }
  drawn(cards.length);
  return sizes;
}

