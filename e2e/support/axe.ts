import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function serious(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Fails on serious or critical WCAG 2.1 AA violations, listing them. Toasts come and go on their own
 * timer (e.g. "Ready to work offline" once the service worker is active), and axe reads a toast in
 * mid-fade as low contrast, so they are checked separately by `expectAccessibleToast`.
 * `experimental` turns on axe rules it ships disabled, e.g. `label-content-name-mismatch` (a
 * control's visible text missing from its accessible name, which breaks voice control).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { experimental = [] }: { experimental?: readonly string[] } = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const enabled = Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: enabled })
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(serious(results.violations)).toEqual([]);
}

/** Checks the visible toast once its entrance transition has finished. */
export async function expectAccessibleToast(page: Page): Promise<void> {
  // One toast at a time: wait for any toast being replaced to finish leaving.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toBeVisible();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).include('[data-sonner-toaster]').analyze();
  expect(serious(results.violations)).toEqual([]);
}
