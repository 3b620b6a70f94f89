import { experience, headerMenu } from '@/content/site';
import { useContent } from '@/language/LanguageContext';
import { menuWithExperience, sectionOrder } from './menuOrder';

/** The page's sections in order, the same in every language (their ids and `experience.after` are shared). */
export const pageSections = sectionOrder(experience);
/** The sections the header menu leads to, which the scroll-spy follows. */
export const spiedSections = menuWithExperience(headerMenu, experience).map((item) => item.target);

/** The header menu in the page's language, Experience placed. */
export function useHeaderMenu() {
  const { headerMenu, experience } = useContent();
  return menuWithExperience(headerMenu, experience);
}

/** The footer menu in the page's language, Experience placed. */
export function useFooterMenu() {
  const { footerMenu, experience } = useContent();
  return menuWithExperience(footerMenu, experience);
}
