import type { PageCache } from '../cache/page-cache';
import type { SocialCard } from '../model/social-card';
import type { Staging } from './staging';

/**
 * Draws share cards and writes each into the output folder (and the cache): the threads that
 * draw them (run/image-threads.ts) write what they draw themselves, as render threads write
 * their pages, so no image travels back. Resolves with each card's size in bytes.
 */
export interface CardPainter {
  draw(cards: SocialCard[]): Promise<number[]>;
  close(): Promise<void>;
}

/** What a build did for its pages' share cards. */
export interface SocialImages {
  /** Distinct cards the output has. */
  total: number;
  /** Of those, how many this build drew (the others came from the cache). */
  made: number;
  /** Bytes written to the output. */
  bytes: number;
}

/** Writes the pages' share cards into the output, each once: from the cache, or drawn. */
export interface SocialImageWriter {
  /** Writes a page's card, unless another page's was the same; it is drawn if the cache lacks it. */
  add(card: SocialCard): void;
  /** Once every card added is written, with what was done; stops the drawing threads. */
  done(): Promise<SocialImages>;
  /** The output paths of the cards, for the cache to keep. */
  written(): ReadonlySet<string>;
  /** Stops the drawing threads without waiting for the cards (a build that failed). */
  close(): Promise<void>;
}

/** Cards sent to a drawing thread at a time: few, so that both threads get a share of a small site's. */
const BATCH_SIZE = 4;

/** Cards read from the cache at once: a warm build adds one per reused page, faster than files are read. */
const READS_IN_FLIGHT = 16;

/**
 * Cards are added as the pages' records come, and written while the pages render: a card
 * found in the cache is copied at once, the others drawn in batches by threads started only
 * when the first card is missing (`startPainter`), so a warm build starts none.
 */
export function socialImageWriter(staging: Staging, cache: PageCache | null, startPainter: () => CardPainter): SocialImageWriter {
  const written = new Set<string>();
  const pending: Promise<void>[] = [];
  let waiting: SocialCard[] = [];
  let painter: CardPainter | null = null;
  let made = 0;
  let bytes = 0;
  // Kept until `done`, which throws it: a promise left rejected meanwhile would end the process.
  let failure: { error: unknown } | null = null;
  const track = (work: Promise<void>) => pending.push(work.catch((caught: unknown) => void (failure ??= { error: caught })));
  const flush = () => {
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    painter ??= startPainter();
    track(
      painter.draw(batch).then((sizes) => {
        made += sizes.length;
        for (const size of sizes) bytes += size;
      }),
    );
  };
  let reading = 0;
  const queued: (() => void)[] = [];
  const fromCache = async (card: SocialCard): Promise<boolean> => {
    if (!cache) return false;
    // A read that ends hands its place to the next waiting one.
    if (reading >= READS_IN_FLIGHT) await new Promise<void>((resolve) => queued.push(resolve));
    else reading += 1;
    try {
      const cached = await cache.readImage(card.path);
      const file = cache.imageFile(card.path);
      if (!cached || !file) return false;
      // Linked, as cached pages are (Staging.linkIn). Not `bytes += await ...`: that reads
      // `bytes` before the write, losing concurrent updates.
      const size = await staging.linkIn(card.path, file);
      bytes += size;
      return true;
    } finally {
      const next = queued.shift();
      if (next) next();
      else reading -= 1;
    }
  };
  const write = async (card: SocialCard) => {
    if (await fromCache(card)) return;
    waiting.push(card);
    if (waiting.length >= BATCH_SIZE) flush();
  };
  return {
    add(card) {
      if (written.has(card.path)) return;
      written.add(card.path);
      track(write(card));
    },
    async done() {
      try {
        // Awaiting a write may queue a batch: wait until nothing is left.
        for (let settled = 0; settled < pending.length || waiting.length > 0; ) {
          if (settled === pending.length) flush();
          const count = pending.length;
          await Promise.all(pending.slice(settled, count));
          settled = count;
        }
      } finally {
        await painter?.close();
      }
      if (failure) throw new Error('Drawing the pages\' share cards failed', { cause: (failure as { error: unknown }).error });
      return { total: written.size, made, bytes };
    },
    written: () => written,
    close: async () => {
      await painter?.close();
    },
  };
}
