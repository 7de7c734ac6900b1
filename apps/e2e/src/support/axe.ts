import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's WCAG 2.x A/AA rules and best practices on the page as it is; each violation as "rule: targets". */
export async function axeViolations(page: Page): Promise<string[]> {
  // Let entrance animations (fades, rises) finish so colours are measured at rest.
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The focused element's ring (an outline, or the inputs' box-shadow), so a test can tell a visible focus ring from none. */
export async function focusRing(page: Page): Promise<{ tag: string; text: string; outline: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: el?.innerText.trim() ?? '',
      outline:
        style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineWidth} ${style.outlineStyle}`
          : style && style.boxShadow !== 'none'
            ? style.boxShadow
            : 'none',
    };
  });
}
