import type { PageLanguage } from '@/language/pageLanguage';

/**
 * A language's share card under the base path: the content's card file in the language's folder,
 * `og-image.png` for the default language, `ru/og-image.png` for Russian (drawn by vite/images/brandImages.ts).
 */
export const shareCardPath = ({ path, content }: Pick<PageLanguage, 'path' | 'content'>): string =>
  `${path}${content.site.shareImage.path}`;
