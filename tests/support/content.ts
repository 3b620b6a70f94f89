import type { Page } from '@playwright/test';
import type { MenuItem, SectionId } from '../../src/contentShape/types';

/** The title the content gives the menu item that leads to `target`. */
export function menuTitle(menu: readonly MenuItem[], target: SectionId): string {
  const item = menu.find((entry) => entry.target === target);
  if (!item) throw new Error(`the menu has no item for #${target}`);
  return item.title;
}

/**
 * The computed colour of the theme token `--color-<name>`, as the browser resolves it (whatever CSS
 * syntax tokens.css writes it in), for comparing with the computed colour of an element.
 */
export function tokenColour(page: Page, name: string): Promise<string> {
  return page.evaluate((token) => {
    const probe = document.createElement('i');
    probe.style.backgroundColor = `var(--color-${token})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, name);
}

/** The theme token `--<name>` (a length in px, like `--card-min`) as the page reads it, in px. */
export async function tokenPx(page: Page, name: string): Promise<number> {
  const value = await page.evaluate(
    (token) => getComputedStyle(document.documentElement).getPropertyValue(`--${token}`),
    name,
  );
  const px = /^\s*([\d.]+)px\s*$/.exec(value)?.[1];
  if (px === undefined) throw new Error(`--${name} is "${value}", not a length in px`);
  return Number(px);
}
