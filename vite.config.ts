/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { glsl } from './vite/glsl.ts';
import { mailbox } from './vite/mailbox.ts';

/** Sub-path the site is served under, e.g. `/portfolio/` on GitHub Pages. */
function basePath(): string {
  const raw = process.env.BASE_PATH ?? '/';
  const withLead = raw.startsWith('/') ? raw : `/${raw}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

export default defineConfig({
  base: basePath(),
  plugins: [react(), glsl(), mailbox()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shaders': fileURLToPath(new URL('./shaders', import.meta.url)),
    },
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for the whole page, lazy chunks included, which the prerender inlines: no chunk
    // then waits for CSS of its own, or can fail for it.
    cssCodeSplit: false,
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
