import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  targets: string[];
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
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (excluded) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<Result> } }).axe;
    const results = await axe.run(excluded.length ? { exclude: excluded } : document);
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  }, exclude);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
