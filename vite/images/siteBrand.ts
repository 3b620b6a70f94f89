import type { Content, Languages } from '../../src/contentShape/types.ts';
import { tokenColour } from '../themeTokens.ts';
import type { Brand } from './brandImages.ts';

/** What the share card and icons are drawn from: the owner's name and role in the default language, the card's path and size, the theme's colours. */
export function siteBrand(content: Content & { languages: Languages }, tokens: Map<string, string>): Brand {
  const { owner, site, languages } = content;
  return {
    name: owner.name,
    shareImage: { width: site.shareImage.width, height: site.shareImage.height },
    cards: [{ path: site.shareImage.path, language: languages.default, name: owner.name, role: owner.role }],
    colours: {
      page: tokenColour(tokens, '--color-bg'),
      text: tokenColour(tokens, '--color-main'),
      accent1: tokenColour(tokens, '--color-accent-1'),
      accent2: tokenColour(tokens, '--color-accent-2'),
    },
  };
}
