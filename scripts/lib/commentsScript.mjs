// The comments' script: an entry of the client build of its own when the content turns the comments
// on (vite.config.ts), which the prerender adds to the pages that show them.

/** The entry's name, and so its file's: `assets/comments-<hash>.js`. */
export const commentsEntry = 'comments';

/**
 * The entry's file among the build's assets, if it was built.
 * @param {string[]} assetFiles
 */
export const commentsScriptFile = (assetFiles) =>
  assetFiles.find((file) => new RegExp(`^${commentsEntry}-[\\w-]+\\.js$`).test(file));
