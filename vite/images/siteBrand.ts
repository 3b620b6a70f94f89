import { owner, site } from '../../src/content/site.ts';
import { themeColour } from '../themeColours.ts';
import type { Brand } from './brandImages.ts';

/** What the share card and icons are drawn from: the owner's name and role, the card's size, the theme's colours. */
export function siteBrand(colours: Record<string, string>): Brand {
  return {
    name: owner.name,
    role: owner.role,
    shareImage: site.shareImage,
    colours: {
      page: themeColour(colours, 'bg'),
      text: themeColour(colours, 'main'),
      accent1: themeColour(colours, 'accent-1'),
      accent2: themeColour(colours, 'accent-2'),
    },
  };
}
