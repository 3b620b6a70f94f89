import type { Content } from '../../src/contentShape/types.ts';
import { tokenColour } from '../themeTokens.ts';
import type { Brand } from './brandImages.ts';

/** What the share card and icons are drawn from: the owner's name and role, the card's size, the theme's colours. */
export function siteBrand({ owner, site }: Pick<Content, 'owner' | 'site'>, tokens: Map<string, string>): Brand {
  return {
    name: owner.name,
    role: owner.role,
    shareImage: site.shareImage,
    colours: {
      page: tokenColour(tokens, '--color-bg'),
      text: tokenColour(tokens, '--color-main'),
      accent1: tokenColour(tokens, '--color-accent-1'),
      accent2: tokenColour(tokens, '--color-accent-2'),
    },
  };
}
