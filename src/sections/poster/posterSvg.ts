import type { FieldAtStart } from '@/scene/math/placement';

/** The links' coordinate space: a fraction of the field times this, so 0.01 % steps (0.14 px at 1440). */
const GRID = 10_000;

/** A number in as few characters as `digits` decimals allow: 0.50 → ".5", 12.00 → "12". */
function compact(value: number, digits: number): string {
  return String(Number(value.toFixed(digits))).replace(/^(-?)0\./, '$1.');
}

/**
 * The field as inline SVG that stretches over any box without distorting a circle: points sit at
 * percentages with radii in CSS px; links live in a nested viewBox stretched to the box
 * (`preserveAspectRatio="none"`), their stroke kept at one CSS px by `vector-effect` in the CSS.
 * `colour` is the scene's particle and link colour.
 */
export function posterSvg(field: FieldAtStart, layout: string, colour: string): string {
  const { points, links } = field;
  const grid = (fraction: number) => Math.round(fraction * GRID);
  const lines = links
    .map(({ from, to, alpha }) => {
      const a = points[from];
      const b = points[to];
      if (!a || !b) return '';
      return `<path d="M${grid(a.x)} ${grid(a.y)} ${grid(b.x)} ${grid(b.y)}" stroke-opacity="${compact(alpha, 3)}"/>`;
    })
    .join('');
  const dots = points
    .map(
      ({ x, y, radius }) =>
        `<circle cx="${compact(x * 100, 2)}%" cy="${compact(y * 100, 2)}%" r="${compact(radius, 2)}"/>`,
    )
    .join('');
  return (
    `<svg data-layout="${layout}" width="100%" height="100%">` +
    `<svg viewBox="0 0 ${GRID} ${GRID}" preserveAspectRatio="none" stroke="${colour}">${lines}</svg>` +
    `<g fill="${colour}" fill-opacity="${compact(field.pointOpacity, 2)}">${dots}</g></svg>`
  );
}
