// Pure (only types imported): the build's header-width plugin (vite/header) orders the menu with it too.
import type { Experience, MenuItem, SectionId } from '@/content/types';

/** The sections every page has, top to bottom. */
const fixedOrder: readonly SectionId[] = ['home', 'tech-stack', 'projects', 'feedback', 'contacts'];

/** The page's sections top to bottom: the fixed ones, and Experience after its `after` when it has entries. */
export function sectionOrder(history: Experience): readonly SectionId[] {
  if (history.entries.length === 0) return fixedOrder;
  const at = fixedOrder.indexOf(history.after) + 1;
  return [...fixedOrder.slice(0, at), 'experience', ...fixedOrder.slice(at)];
}

/**
 * A content menu with the Experience item added where the section sits on the page: before the
 * first item whose section comes later. The menu as written when there is no Experience section.
 */
export function menuWithExperience(menu: readonly MenuItem[], history: Experience): readonly MenuItem[] {
  const order = sectionOrder(history);
  const position = order.indexOf('experience');
  if (position < 0) return menu;
  const later = menu.findIndex((item) => order.indexOf(item.target) > position);
  const at = later < 0 ? menu.length : later;
  return [...menu.slice(0, at), { title: history.menuTitle, target: 'experience' }, ...menu.slice(at)];
}
