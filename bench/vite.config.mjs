// Bench-only pages (tsParticles, static floor, empty R3F canvas): built by
// `npm run bench` into node_modules/.cache, never part of the site's build or dist/.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentAliases } from '../vite/content/contentAliases.ts';
import { contentFolder, contentModule } from '../vite/content/contentModule.ts';
import { glsl } from '../vite/glsl.ts';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/bench/',
  plugins: [react(), glsl()],
  // The same content as the site's build: the pages share its scene settings and theme.
  resolve: {
    alias: [
      ...contentAliases(contentModule(), contentFolder(contentModule())),
      { find: '@', replacement: here('../src') },
      { find: '@shaders', replacement: here('../shaders') },
    ],
  },
  logLevel: 'warn',
  build: {
    outDir: here('../node_modules/.cache/bench-dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        tsparticles: here('tsparticles.html'),
        floor: here('floor.html'),
        emptyR3f: here('empty-r3f.html'),
      },
    },
  },
});
