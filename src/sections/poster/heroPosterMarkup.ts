import { particleCount } from '@/scene/math/density';
import { placeField } from '@/scene/math/placement';
import { sceneParams } from '@/scene/params';
import { posterLayouts } from './posterLayouts';
import { posterSvg } from './posterSvg';

/**
 * One SVG per poster layout, each the field the scene would draw first on that layout's viewport:
 * its count by the density rule, its points and links from the shared placement, in the scene's
 * colour. Built from `sceneParams` on every build (the dev server, without a prerendered page, draws
 * it in the browser).
 */
export function heroPosterMarkup(params: typeof sceneParams = sceneParams): string {
  return posterLayouts
    .map(({ name, viewport: { width, height } }) =>
      posterSvg(placeField(particleCount(width, height, params.particles), width, height, params), name, params.colour),
    )
    .join('');
}
