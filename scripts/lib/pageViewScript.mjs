// The counter's script (vite/analyticsScript.ts): in a build with analytics, an entry of its own, which
// the prerender adds to every page but the 404s.

/** The entry's name, which its file in the assets folder begins with. */
export const pageViewEntryName = 'page-view';

/**
 * The counter's script among the build's assets, if the build has one.
 * @param {readonly string[]} assets the file names in the assets folder
 */
export const pageViewFile = (assets) =>
  assets.find((file) => file.startsWith(`${pageViewEntryName}-`) && file.endsWith('.js'));

/**
 * Its tag: fetched at low priority and run whenever it arrives, since nothing on screen waits for it.
 * @param {string} src
 */
export const pageViewTag = (src) => `<script type="module" async fetchpriority="low" src="${src}"></script>`;
