/**
 * Layout breakpoints (px). CSS media queries repeat these numbers literally
 * (custom properties cannot be used in @media); a unit test keeps the two in step.
 */
export const breakpoints = {
  minWidth: 360,
  smallSkills: 470,
  mobile: 576,
  header: 768,
  worksSlider: 823,
  tablet: 913,
  desktop: 1440,
} as const;

/** True when the projects section shows the swipe carousel instead of the filtered grid. */
export const worksCarouselQuery = `(max-width: ${breakpoints.worksSlider}px)`;
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
