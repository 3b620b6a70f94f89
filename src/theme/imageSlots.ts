import { breakpoints } from './breakpoints.ts';

/** Where an image sits in the layout: the widths it is made at (1× and 2× of each drawn size) and its shape. */
export interface ImageSlot {
  /** Widths (px) of the files the build makes, ascending; the widest is the `<img>`'s intrinsic size. */
  widths: readonly number[];
  /** Width ÷ height; the build crops each source to it. */
  aspectRatio: number;
}

/** The round hero photo's drawn width, CSS px: tokens.css's `--photo-size`, and `--photo-size-mobile` up to the mobile breakpoint. */
export interface PhotoSize {
  wide: number;
  narrow: number;
}

/** The round hero photo: each drawn width at 1× and 2×; square, so the WebGL plane is not stretched. */
export function photoSlot({ wide, narrow }: PhotoSize): ImageSlot {
  const widths = new Set([narrow, wide, narrow * 2, wide * 2]);
  return { widths: [...widths].sort((a, b) => a - b), aspectRatio: 1 };
}

/** The hero photo's `sizes` attribute, by the same breakpoint as HeroPhoto.module.css. */
export function photoSizes({ wide, narrow }: PhotoSize): string {
  return `(max-width: ${breakpoints.mobile}px) ${narrow}px, ${wide}px`;
}

/** A project card's picture: 540 px wide at most, at 1× and 2×, in the card's 1080:520 shape. */
export const projectSlot: ImageSlot = { widths: [540, 1080], aspectRatio: 1080 / 520 };

/** Height (px) of a slot's file at a width. */
export const slotHeight = (slot: ImageSlot, width: number) => Math.round(width / slot.aspectRatio);

/**
 * A picture in a case study's story or gallery, at most 760 px wide on the page: the card's shape and
 * files, so a project's picture shown on its card and in its story is made once.
 */
export const figureSlot: ImageSlot = projectSlot;

/** A figure's `sizes`: the reading column, which is the viewport less its padding below 790 px. */
export const figureSizes = '(max-width: 790px) calc(100vw - 30px), 760px';
