import type { Plugin } from 'vite';
import { buildSprite, type IconRequest } from './sprite.ts';

const SPRITE = 'icons.svg';

/**
 * Serves (dev) and emits (build) `icons.svg`, the sprite of every icon the content names, made from
 * simple-icons and the owner's SVG files. An unknown icon fails the build at its start.
 */
export function iconSprite(icons: () => IconRequest[], tile: string): Plugin {
  let ssr = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      buildSprite(icons(), tile);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${server.config.base}${SPRITE}`) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(buildSprite(icons(), tile));
      });
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: SPRITE, source: buildSprite(icons(), tile) });
    },
  };
}
