import sharp from 'sharp';
import type { Plugin } from 'vite';
import { faviconSvg, shareCardSvg, type BrandColours } from './brandArt.ts';
import { cardLines, type CardLanguage } from './cardText.ts';
import { IMAGE_BUDGET } from './renditions.ts';

/** A language's share card: where it goes under the base, and the words it shows in that language's font. */
export interface LanguageCard {
  path: string;
  language: CardLanguage;
  name: string;
  role: string;
}

export interface Brand {
  /** The default language's name, the icons' initials. */
  name: string;
  colours: BrandColours;
  shareImage: { width: number; height: number };
  /** The content module's folder, whose own `fonts/` the cards' language fonts are looked for in first. */
  contentFolder: string;
  cards: LanguageCard[];
}

const FAVICON = 'favicon.svg';
const TOUCH_ICON = 'apple-touch-icon.png';

async function shareCard({ language, name, role }: LanguageCard, brand: Brand): Promise<Buffer> {
  const { shareImage, colours } = brand;
  const lines = await cardLines(language, name, role, { card: 'share card', contentFolder: brand.contentFolder });
  const card = shareCardSvg(lines.heading, lines.line, shareImage.width, shareImage.height, colours);
  return sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

async function brandFiles(brand: Brand): Promise<Map<string, Buffer>> {
  const favicon = faviconSvg(brand.name, brand.colours);
  const files = new Map<string, Buffer>([
    ...(await Promise.all(
      brand.cards.map(async (card): Promise<[string, Buffer]> => [card.path, await shareCard(card, brand)]),
    )),
    [FAVICON, Buffer.from(favicon)],
    [TOUCH_ICON, await sharp(Buffer.from(favicon)).resize(180, 180).png({ compressionLevel: 9 }).toBuffer()],
  ]);
  for (const [file, bytes] of files) {
    if (bytes.length > IMAGE_BUDGET)
      throw new Error(
        `brand images: ${file} comes out at ${(bytes.length / 1024).toFixed(1)} KB, over the 100 KB budget`,
      );
  }
  return files;
}

/**
 * Each language's share card (Open Graph / Twitter image, in its language's folder), the favicon and
 * the touch icon, drawn from the owner's name, role and the theme's colours: emitted into the build,
 * served in dev, linked from the pages' heads.
 */
export function brandImages(brand: () => Brand): Plugin {
  let ssr = false;
  let base = '/';
  return {
    name: 'brand-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'icon', href: `${base}${FAVICON}`, type: 'image/svg+xml' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}${TOUCH_ICON}` }, injectTo: 'head' },
      ];
    },
    async generateBundle() {
      if (ssr) return;
      for (const [fileName, source] of await brandFiles(brand())) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const names = [...brand().cards.map((card) => card.path), FAVICON, TOUCH_ICON];
        const name = names.find((candidate) => path === `${base}${candidate}`);
        if (!name) return next();
        response.setHeader('Content-Type', name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
        response.end((await brandFiles(brand())).get(name));
      });
    },
  };
}
