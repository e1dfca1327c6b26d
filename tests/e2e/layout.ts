import type { Page } from '@playwright/test';

/**
 * What is wrong with the main content's controls at this width: a button whose text wraps inside its
 * pill or does not fit in it, a control that sticks out of the page.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('main .button, main button, main a, main input')) {
      if (!el.checkVisibility()) continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent || (el as HTMLInputElement).value || '').trim().slice(0, 40)}"`;
      const box = el.getBoundingClientRect();
      if (box.right > width + 0.5 || box.left < -0.5) faults.push(`${name} sticks out of the page`);
      if (!el.matches('.button, button') || el.matches('.button-link')) continue;
      if (el.scrollWidth > el.clientWidth + 1) faults.push(`${name} is cut off`);
      const lines = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
      }
      if (lines.size > 1) faults.push(`${name} wraps inside its pill`);
    }
    return faults;
  });
}
