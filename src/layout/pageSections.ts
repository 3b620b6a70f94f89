import { latestAfter } from 'virtual:latest-posts-section';
import type { PageContent } from '@/content/types';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { latestPlacement } from '@/writing/latestPosts';
import { menuWithPlaced, sectionOrder } from './menuOrder';

/** Where the latest posts sit in any language that lists them (their menu words aside). */
const anyLatest = latestAfter && { after: latestAfter, menuTitle: '' };

/**
 * The page's sections in order, the same in every language (their ids and `after` are shared); a
 * language without the latest posts renders nothing in their place.
 */
export const pageSectionsOf = ({ experience }: PageContent) => sectionOrder(experience, anyLatest);
/** The sections the header menu leads to, which the scroll-spy follows (those a page lacks, it skips). */
export const spiedSectionsOf = ({ headerMenu, experience }: PageContent) =>
  menuWithPlaced(headerMenu, experience, anyLatest).map((item) => item.target);

/** The header menu in the page's language, its optional sections placed. */
export function useHeaderMenu() {
  const { headerMenu, experience } = useContent();
  const { latestPosts } = usePageLanguage();
  return menuWithPlaced(headerMenu, experience, latestPlacement(latestAfter, latestPosts));
}

/** The footer menu in the page's language, its optional sections placed. */
export function useFooterMenu() {
  const { footerMenu, experience } = useContent();
  const { latestPosts } = usePageLanguage();
  return menuWithPlaced(footerMenu, experience, latestPlacement(latestAfter, latestPosts));
}
