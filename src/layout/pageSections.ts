import { experience, footerMenu, headerMenu } from '@/content/site';
import { menuWithExperience, sectionOrder } from './menuOrder';

export const pageSections = sectionOrder(experience);
export const pageHeaderMenu = menuWithExperience(headerMenu, experience);
export const pageFooterMenu = menuWithExperience(footerMenu, experience);
