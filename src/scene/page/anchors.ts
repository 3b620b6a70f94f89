/**
 * The DOM anchors the scene follows, named once: the hero section (the field's box) and the round
 * photo's frame (the plane's box). Sections put them on their elements; the page side measures them.
 */
export const heroAnchor = 'data-hero';
export const photoAnchor = 'data-hero-photo';

export const heroSelector = `[${heroAnchor}]`;
export const photoSelector = `[${photoAnchor}]`;
