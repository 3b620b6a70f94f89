import type { Plugin } from 'vite';

const entryTag = /<script type="module" crossorigin src=/;

/**
 * The page paints before its app script is fetched or run. The entry is a 2 KB bootstrap that
 * imports the app once the browser reports the first contentful paint and the photo's (src/main.tsx),
 * so it is fetched at low priority: nothing on screen waits for it. The app is deliberately not
 * preloaded from the HTML: a preload would share the first bytes of a slow connection with the page,
 * its fonts and the photo.
 */
export function paintFirst(): Plugin {
  return {
    name: 'portfolio:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!entryTag.test(html)) throw new Error('paintFirst: the entry script tag is not where it was expected');
        return html.replace(entryTag, '<script type="module" crossorigin fetchpriority="low" src=');
      },
    },
  };
}
