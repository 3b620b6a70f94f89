import type { SiteLanguages } from '../content/languagesOf.ts';
import { shareCardPath } from '../../src/seo/shareCardPath.ts';
import { tokenColour } from '../themeTokens.ts';
import type { Brand } from './brandImages.ts';

/**
 * What the share cards and icons are drawn from: each language's name and role and its card's path,
 * the card's size, the theme's colours, the content's folder (its fonts); the icons take the default language's name.
 */
export function siteBrand(languages: SiteLanguages, tokens: Map<string, string>, contentFolder: string): Brand {
  const { owner, site } = languages[0].content;
  return {
    name: owner.name,
    contentFolder,
    shareImage: { width: site.shareImage.width, height: site.shareImage.height },
    cards: languages.map((page) => ({
      path: shareCardPath(page),
      language: { lang: page.lang, dir: page.dir, font: page.font },
      name: page.content.owner.name,
      role: page.content.owner.role,
    })),
    colours: {
      page: tokenColour(tokens, '--color-bg'),
      text: tokenColour(tokens, '--color-main'),
      accent1: tokenColour(tokens, '--color-accent-1'),
      accent2: tokenColour(tokens, '--color-accent-2'),
    },
  };
}
