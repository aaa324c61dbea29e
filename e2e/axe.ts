import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets every axe check of the suite runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until every finite animation and transition of the page has finished. axe judges a text's
 * contrast by its colours at the moment it looks: a toast fading in after an action is read
 * half-transparent and fails colour contrast that it passes once shown (back-office.spec failed so
 * now and then). Endless ones (a spinner) never finish and are left running.
 */
export async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Serious and critical axe violations of the page once its animations are done (or of `include`
 * only), one line each: rule, impact, count and the first targets.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  // A toast whose time runs out while axe reads the page would fade out under it (integrations.spec
  // once read a closing toast's title as too faint): Radix Toast holds every toast's timer while the
  // window is blurred, as it does when a person switches away.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
  try {
    await settledAnimations(page);
    // Only violations are collected (passes and incomplete results cost most of axe's time). Legacy
    // mode runs axe in the page itself (its frames are all same-origin): the default partial mode
    // opens a blank page for every check, injects axe there too and copies every frame's results
    // over, which made a large share of the suite's CPU time.
    let builder = new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode();
    if (include) builder = builder.include(include);
    ({ violations } = await builder.analyze());
  } finally {
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined);
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ×${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
