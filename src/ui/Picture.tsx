import type { ImageAsset } from '@/content/types';

interface PictureProps {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  imgRef?: React.Ref<HTMLImageElement>;
}

const srcSet = (image: ImageAsset, format: 'avif' | 'webp') =>
  image.widths.map((width) => `${import.meta.env.BASE_URL}${image.path}-${width}.${format} ${width}w`).join(', ');

/** A responsive AVIF/WebP image with its intrinsic size set, so it never shifts the layout. */
export function Picture({ image, sizes, className, loading = 'lazy', fetchPriority, imgRef }: PictureProps) {
  const widest = image.widths[image.widths.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <img
        ref={imgRef}
        className={className}
        src={`${import.meta.env.BASE_URL}${image.path}-${widest}.webp`}
        srcSet={srcSet(image, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
