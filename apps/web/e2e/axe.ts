import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: unknown }>;
}

/** Runs axe-core in the page and fails on any serious or critical violation (DESIGN "Access"), tap sizes included. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // Colours are checked as they end up, not halfway through a fade or a slide (finite animations and
  // transitions only: a spinner or a placeholder's shimmer runs for ever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    // target-size (WCAG 2.5.8, 24 px) is off in axe by default; DESIGN "Thumbs" asks for it.
    const result = await runner.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v: Violation) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
