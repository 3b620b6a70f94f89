export type ImageFormat = 'avif' | 'webp';

/**
 * Where the build puts one rendition of a content image, under the base path: a source
 * `projects/chase.png` (in src/content/images/) at 540 px as AVIF is `images/projects/chase-540.avif`.
 */
export function imageFile(src: string, width: number, format: ImageFormat): string {
  return `images/${src.replace(/\.[^./]+$/, '')}-${width}.${format}`;
}
