import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA by axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Opens each path and checks it. */
export async function expectAccessiblePages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
}
