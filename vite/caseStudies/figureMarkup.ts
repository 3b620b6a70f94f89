import type { ContentImage } from '../../src/content/types.ts';
import { figureSizes, figureSlot, slotHeight } from '../../src/theme/imageSlots.ts';
import { imageFile, type ImageFormat } from '../../src/ui/imageFiles.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A story's figure: the image's AVIF/WebP files (as `Picture` draws them) and its caption. */
export function figureMarkup(base: string, image: ContentImage & { caption?: string }): string {
  const srcSet = (format: ImageFormat) => figureSlot.widths.map((width) => `${base}${imageFile(image.src, width, format)} ${width}w`).join(', ');
  const widest = figureSlot.widths[figureSlot.widths.length - 1]!;
  const caption = image.caption ? `<figcaption>${escape(image.caption)}</figcaption>` : '';
  return (
    `<figure><picture><source type="image/avif" srcset="${srcSet('avif')}" sizes="${figureSizes}"/>` +
    `<img src="${base}${imageFile(image.src, widest, 'webp')}" srcset="${srcSet('webp')}" sizes="${figureSizes}" ` +
    `width="${widest}" height="${slotHeight(figureSlot, widest)}" alt="${escape(image.alt)}" loading="lazy" decoding="async"/></picture>${caption}</figure>\n`
  );
}
