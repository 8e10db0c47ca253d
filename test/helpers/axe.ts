import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  targets: string[];
}

/**
 * Loads axe-core into every document the context opens from now on, before the page's own
 * scripts (through the devtools protocol, which the page's Content-Security-Policy does not
 * govern): for a test that checks many pages in one context, the browser then compiles axe once
 * (its code cache) instead of evaluating 500 KB of it again on every page.
 */
export async function loadAxeOnEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript(AXE_SOURCE);
}

/**
 * Runs axe-core in the page and returns its serious and critical violations. axe is evaluated
 * through the browser's devtools protocol, which the page's Content-Security-Policy does not
 * govern, so the page is checked as served, policy included.
 */
export async function seriousViolations(page: Page, exclude: string[][] = []): Promise<AxeViolation[]> {
  // Colours are checked as they settle: a button still fading to its hydrated or dark-scheme
  // colour (MUI's 250 ms transitions) shows axe a mix of two. Finite animations are awaited;
  // endless ones (a spinner) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (excluded) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
    // Only the violations are collected: the passes' and the incomplete checks' details are not
    // read here and cost about a quarter of its time.
    const results = await axe.run(excluded.length ? { exclude: excluded } : document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  }, exclude);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
