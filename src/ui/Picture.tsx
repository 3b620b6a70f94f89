import type { ContentImage } from '@/content/types';
import { slotHeight, type ImageSlot } from '@/theme/imageSlots';
import { pictureSources } from './pictureSources';

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

/** A responsive AVIF/WebP image with its intrinsic size set, so it never shifts the layout. */
export function Picture({ image, slot, sizes, className, loading = 'lazy', fetchPriority, imgRef }: PictureProps) {
  const picture = pictureSources(import.meta.env.BASE_URL, image, slot);
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avifSrcSet} sizes={sizes} />
      <img
        ref={imgRef}
        className={className}
        src={picture.src}
        srcSet={picture.webpSrcSet}
        sizes={sizes}
        width={picture.width}
        height={slotHeight(slot, picture.width)}
        alt={image.alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
