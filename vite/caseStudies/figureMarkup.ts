import type { ContentImage } from '../../src/contentShape/types.ts';
import { escapeHtml } from '../../src/seo/html.ts';
import { figureSizes, figureSlot, slotHeight } from '../../src/theme/imageSlots.ts';
import { pictureSources } from '../../src/ui/pictureSources.ts';

/** A story's figure: the image's AVIF/WebP files (as `Picture` draws them) and its caption. */
export function figureMarkup(base: string, image: ContentImage & { caption?: string }): string {
  const picture = pictureSources(base, image, figureSlot);
  const caption = image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : '';
  return (
    `<figure><picture><source type="image/avif" srcset="${picture.avifSrcSet}" sizes="${figureSizes}"/>` +
    `<img src="${picture.src}" srcset="${picture.webpSrcSet}" sizes="${figureSizes}" ` +
    `width="${picture.width}" height="${slotHeight(figureSlot, picture.width)}" alt="${escapeHtml(image.alt)}" loading="lazy" decoding="async"/></picture>${caption}</figure>\n`
  );
}
