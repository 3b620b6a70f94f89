/**
 * The layouts whose particle count differs enough to need their own poster, each drawn for a
 * typical viewport of that layout (the design's 390 × 844 phone and 1440 × 900 desktop, an upright
 * tablet between them). HeroPoster.module.css shows one of them: phone up to 576 px, tablet up to
 * 913 px, desktop beyond.
 */
export const posterLayouts = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;
