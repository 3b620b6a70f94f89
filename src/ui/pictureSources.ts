import type { ContentImage } from '@/content/types';
import type { ImageSlot } from '@/theme/imageSlots';
import { imageFile, type ImageFormat } from './imageFiles.ts';

/** What a content image's `<picture>` names: an AVIF source and a WebP `<img>`. */
export interface PictureSources {
  avifSrcSet: string;
  webpSrcSet: string;
  /** The widest WebP file, for a browser that reads no `srcset`. */
  src: string;
  /** The widest file's width, the `<img>`'s intrinsic width (its height: `slotHeight`). */
  width: number;
}

/**
 * The files the build made of an image for its slot (vite/images/renditions.ts), under the base path,
 * as `Picture` draws them on the page and a case study's figure in its story.
 */
export function pictureSources(base: string, image: ContentImage, slot: ImageSlot): PictureSources {
  const url = (width: number, format: ImageFormat) => `${base}${imageFile(image.src, width, format)}`;
  const srcSet = (format: ImageFormat) => slot.widths.map((width) => `${url(width, format)} ${width}w`).join(', ');
  const widest = slot.widths[slot.widths.length - 1]!;
  return { avifSrcSet: srcSet('avif'), webpSrcSet: srcSet('webp'), src: url(widest, 'webp'), width: widest };
}
