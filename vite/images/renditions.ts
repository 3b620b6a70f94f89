import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ContentImage } from '../../src/contentShape/types.ts';
import { slotHeight, type ImageSlot } from '../../src/theme/imageSlots.ts';
import { imageFile, type ImageFormat } from '../../src/ui/imageFiles.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { cropBox } from './crop.ts';

/** One content image in its place, as the build makes it. */
export interface ImageRequest {
  /** Who names the image, for error messages, e.g. `project 7 "Chat"`. */
  by: string;
  image: ContentImage;
  slot: ImageSlot;
  /** Folder `image.src` is relative to. */
  dir: string;
}

export interface Rendition {
  /** Path in the output, e.g. `images/projects/chase-540.avif`. */
  fileName: string;
  source: Buffer;
}

export const IMAGE_BUDGET = 100 * 1024;
const SOURCE_TYPES = /\.(jpe?g|png|webp)$/i;
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/**
 * The source decoded (EXIF orientation applied) and the region its slot keeps. Fails naming the item
 * when the file is missing, not a JPEG/PNG/WebP, or too small for the widest file once cropped.
 */
export async function croppedSource({ by, image, slot, dir }: ImageRequest) {
  const file = path.join(dir, image.src);
  const shown = displayPath(file);
  if (!SOURCE_TYPES.test(image.src)) throw new Error(`${by}: ${shown} is not a JPEG, PNG or WebP file`);
  if (!existsSync(file)) throw new Error(`${by}: ${shown} not found`);

  const { data, info } = await sharp(file).autoOrient().raw().toBuffer({ resolveWithObject: true });
  const crop = cropBox(info.width, info.height, slot.aspectRatio, image.focus);
  const widest = slot.widths[slot.widths.length - 1]!;
  if (crop.width < widest || crop.height < slotHeight(slot, widest)) {
    throw new Error(
      `${by}: ${shown} is ${info.width} × ${info.height} px; cropped to its place's shape it gives ${crop.width} × ${crop.height}, ` +
        `and the page needs at least ${widest} × ${slotHeight(slot, widest)}`,
    );
  }
  return { data, info, crop };
}

/**
 * Every file one content image needs: cropped to its slot's shape around the focus point, at each
 * width, as AVIF and WebP. Fails naming the item when the source is unusable (`croppedSource`) or a
 * file comes out over the budget.
 */
export async function renditions(request: ImageRequest, budget = IMAGE_BUDGET): Promise<Rendition[]> {
  const { data, info, crop } = await croppedSource(request);
  const { by, image, slot } = request;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    slot.widths.flatMap((width) =>
      (Object.keys(ENCODERS) as ImageFormat[]).map(async (format) => {
        const resized = sharp(data, raw).extract(crop).resize(width, slotHeight(slot, width));
        const source = await ENCODERS[format](resized).toBuffer();
        const fileName = imageFile(image.src, width, format);
        if (source.length > budget) {
          throw new Error(
            `${by}: ${fileName} comes out at ${(source.length / 1024).toFixed(1)} KB, over the ${(budget / 1024).toFixed(0)} KB budget; ` +
              'a calmer picture (less fine detail or noise) compresses smaller',
          );
        }
        return { fileName, source };
      }),
    ),
  );
}
