import type { Plugin } from 'vite';

/** Imports `*.glsl` files as strings so shaders stay in `shaders/` as real GLSL. */
export function glsl(): Plugin {
  return {
    name: 'portfolio:glsl',
    transform(code, id) {
      if (!id.endsWith('.glsl')) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
