import sharp from 'sharp';
import type { Plugin } from 'vite';
import { faviconSvg, shareCardSvg, type BrandColours } from './brandArt.ts';
import { IMAGE_BUDGET } from './renditions.ts';

export interface Brand {
  name: string;
  role: string;
  colours: BrandColours;
  shareImage: { path: string; width: number; height: number };
}

const FAVICON = 'favicon.svg';
const TOUCH_ICON = 'apple-touch-icon.png';

async function brandFiles({ name, role, colours, shareImage }: Brand): Promise<Map<string, Buffer>> {
  const favicon = faviconSvg(name, colours);
  const card = shareCardSvg(name, role, shareImage.width, shareImage.height, colours);
  const files = new Map<string, Buffer>([
    [shareImage.path, await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toBuffer()],
    [FAVICON, Buffer.from(favicon)],
    [TOUCH_ICON, await sharp(Buffer.from(favicon)).resize(180, 180).png({ compressionLevel: 9 }).toBuffer()],
  ]);
  for (const [file, bytes] of files) {
    if (bytes.length > IMAGE_BUDGET) throw new Error(`brand images: ${file} comes out at ${(bytes.length / 1024).toFixed(1)} KB, over the 100 KB budget`);
  }
  return files;
}

/**
 * The share card (Open Graph / Twitter image), favicon and touch icon, drawn from the owner's name,
 * role and the theme's colours: emitted into the build, served in dev, linked from the page's head.
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
        const names = [brand().shareImage.path, FAVICON, TOUCH_ICON];
        const name = names.find((candidate) => path === `${base}${candidate}`);
        if (!name) return next();
        response.setHeader('Content-Type', name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
        response.end((await brandFiles(brand())).get(name));
      });
    },
  };
}
