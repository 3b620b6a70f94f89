import type { ContentImage } from '@/content/types';
import { slotHeight, type ImageSlot } from '@/theme/imageSlots';
import { imageFile, type ImageFormat } from './imageFiles';

interface PictureProps {
  image: ContentImage;
  /** Where it sits in the layout: the widths the build made and the shape it cropped to. */
  slot: ImageSlot;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  imgRef?: React.Ref<HTMLImageElement>;
}

const url = (image: ContentImage, width: number, format: ImageFormat) => `${import.meta.env.BASE_URL}${imageFile(image.src, width, format)}`;
const srcSet = (image: ContentImage, slot: ImageSlot, format: ImageFormat) =>
  slot.widths.map((width) => `${url(image, width, format)} ${width}w`).join(', ');

/** A responsive AVIF/WebP image with its intrinsic size set, so it never shifts the layout. */
export function Picture({ image, slot, sizes, className, loading = 'lazy', fetchPriority, imgRef }: PictureProps) {
  const widest = slot.widths[slot.widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, slot, 'avif')} sizes={sizes} />
      <img
        ref={imgRef}
        className={className}
        src={url(image, widest, 'webp')}
        srcSet={srcSet(image, slot, 'webp')}
        sizes={sizes}
        width={widest}
        height={slotHeight(slot, widest)}
        alt={image.alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
