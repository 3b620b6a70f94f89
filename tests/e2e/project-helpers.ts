import type { Page } from '@playwright/test';

export interface CardLook {
  title: string;
  box: { left: number; top: number; right: number; bottom: number };
  opacity: number;
}

/** Every card the visitor can see: its title, where it is and how opaque it is (its own and its item's). */
export function visibleCards(page: Page): Promise<CardLook[]> {
  return page.getByRole('list', { name: 'Projects' }).evaluate((list) =>
    [...list.children]
      .filter((item) => getComputedStyle(item).display !== 'none')
      .map((item) => {
        const box = item.getBoundingClientRect();
        const card = item.querySelector('article')!;
        return {
          title: card.querySelector('h3')!.textContent ?? '',
          box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
          opacity: Number(getComputedStyle(item).opacity) * Number(getComputedStyle(card).opacity),
        };
      }),
  );
}
