import { escapeHtml } from '../../src/seo/html.ts';
import { cardTextPath, type CardText } from './cardText.ts';

/** The site's colours, from src/theme/tokens.css. */
export interface BrandColours {
  page: string;
  text: string;
  accent1: string;
  accent2: string;
}

const gradients = (c: BrandColours) => `<defs>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent1}"/><stop offset="1" stop-color="${c.accent2}"/></linearGradient>
  <radialGradient id="glow1" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${c.accent1}" stop-opacity=".55"/><stop offset="1" stop-color="${c.accent1}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow2" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${c.accent2}" stop-opacity=".5"/><stop offset="1" stop-color="${c.accent2}" stop-opacity="0"/></radialGradient>
</defs>`;

/** The size, at most `largest` px, at which a shaped line takes no more than 90 % of `width`. */
const fittingSize = (text: CardText, width: number, largest: number) =>
  Math.min(largest, Math.floor((width * 0.9) / text.em));

/** The link-preview card: the owner's name in the accent gradient over the role, on the page colour, each centred and drawn as outlines of the page's fonts. */
export function shareCardSvg(
  name: CardText,
  role: CardText,
  width: number,
  height: number,
  colours: BrandColours,
): string {
  const line = (text: CardText, largest: number, baseline: number) => {
    const size = fittingSize(text, width, largest);
    return cardTextPath(text, size, (width - text.em * size) / 2, baseline);
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradients(colours)}
  <rect width="${width}" height="${height}" fill="${colours.page}"/>
  <circle cx="${width * 0.18}" cy="${height * 0.25}" r="${height * 0.5}" fill="url(#glow1)"/><circle cx="${width * 0.85}" cy="${height * 0.83}" r="${height * 0.5}" fill="url(#glow2)"/>
  <path d="${line(name, 96, height * 0.48)}" fill="url(#accent)"/>
  <path d="${line(role, 36, height * 0.62)}" fill="${colours.text}"/>
</svg>`;
}

/** The tab icon: the owner's initials in the accent gradient on a rounded page-coloured square. */
export function faviconSvg(name: string, colours: BrandColours): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradients(colours)}<rect width="64" height="64" rx="14" fill="${colours.page}"/><text x="32" y="43" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${initials.length > 1 ? 28 : 36}" font-weight="bold" fill="url(#accent)">${escapeHtml(initials)}</text></svg>\n`;
}

/**
 * A case study's share card overlay: a band of the page colour along the bottom with the project's
 * title and the owner's role in it, from the start of the line in the study's direction.
 */
export function caseStudyCardSvg(
  title: CardText,
  role: CardText,
  card: { width: number; height: number; dir: 'ltr' | 'rtl' },
  colours: BrandColours,
): string {
  const { width, height, dir } = card;
  const band = Math.round(height * 0.34);
  const line = (text: CardText, largest: number, baseline: number) => {
    const size = fittingSize(text, width, largest);
    return cardTextPath(text, size, dir === 'rtl' ? width - 60 - text.em * size : 60, baseline);
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradients(colours)}
  <rect y="${height - band}" width="${width}" height="${band}" fill="${colours.page}" fill-opacity=".92"/>
  <rect y="${height - band}" width="${width}" height="6" fill="url(#accent)"/>
  <path d="${line(title, 64, height - band * 0.52)}" fill="url(#accent)"/>
  <path d="${line(role, 32, height - band * 0.2)}" fill="${colours.text}"/>
</svg>`;
}
