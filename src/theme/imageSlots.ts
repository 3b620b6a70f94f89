/** Where an image sits in the layout: the widths it is made at (1× and 2× of each drawn size) and its shape. */
export interface ImageSlot {
  /** Widths (px) of the files the build makes, ascending; the widest is the `<img>`'s intrinsic size. */
  widths: readonly number[];
  /** Width ÷ height; the build crops each source to it. */
  aspectRatio: number;
}

/** The round hero photo: 349 px (310 px below 576 px), at 1× and 2×; square, so the WebGL plane is not stretched. */
export const photoSlot: ImageSlot = { widths: [310, 349, 620, 698], aspectRatio: 1 };

/** A project card's picture: 540 px wide at most, at 1× and 2×, in the card's 1080:520 shape. */
export const projectSlot: ImageSlot = { widths: [540, 1080], aspectRatio: 1080 / 520 };

/** Height (px) of a slot's file at a width. */
export const slotHeight = (slot: ImageSlot, width: number) => Math.round(width / slot.aspectRatio);
