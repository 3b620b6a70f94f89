// Pure (only types imported): the build's header-width plugin (vite/header) orders the menu with it too.
import type { Experience, FixedSectionId, MenuItem, SectionId } from '@/content/types';

/** The sections every page has, top to bottom. */
const fixedOrder: readonly SectionId[] = ['home', 'tech-stack', 'projects', 'feedback', 'contacts'];

/** A section the content adds after one every page has, with the item it adds to the menus. */
export interface PlacedSection {
  id: SectionId;
  after: FixedSectionId;
  menuTitle: string;
}

/** The optional sections a page has: Experience when it has entries, then the latest posts when they are listed. */
export function placedSections(history: Experience, latest?: Omit<PlacedSection, 'id'> | null): PlacedSection[] {
  return [
    ...(history.entries.length > 0
      ? [{ id: 'experience' as const, after: history.after, menuTitle: history.menuTitle }]
      : []),
    ...(latest ? [{ id: 'writing' as const, after: latest.after, menuTitle: latest.menuTitle }] : []),
  ];
}

/** The page's sections top to bottom: the fixed ones, each optional one right after its `after`. */
export function sectionOrder(history: Experience, latest?: Omit<PlacedSection, 'id'> | null): readonly SectionId[] {
  const placed = placedSections(history, latest);
  return fixedOrder.flatMap((id) => [
    id,
    ...placed.filter((section) => section.after === id).map((section) => section.id),
  ]);
}

/**
 * A content menu with an item for each optional section, added where the section sits on the page:
 * before the first item whose section comes later. The menu as written when the page has none.
 */
export function menuWithPlaced(
  menu: readonly MenuItem[],
  history: Experience,
  latest?: Omit<PlacedSection, 'id'> | null,
): readonly MenuItem[] {
  const order = sectionOrder(history, latest);
  return placedSections(history, latest).reduce<readonly MenuItem[]>((items, section) => {
    const position = order.indexOf(section.id);
    const later = items.findIndex((item) => order.indexOf(item.target) > position);
    const at = later < 0 ? items.length : later;
    return [...items.slice(0, at), { title: section.menuTitle, target: section.id }, ...items.slice(at)];
  }, menu);
}
