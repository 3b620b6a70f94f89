// A language's words are a chunk of their own (vite/languageModules.ts), named after the language so
// that the tests find each language's among the build's assets.

/**
 * `ru.words`: the code first, so that no language's name begins another's (`pt.words`, `pt-BR.words`).
 * @param {string} lang
 */
export const wordsChunkName = (lang) => `${lang}.words`;

/**
 * The file of a language's words among the build's assets, if it has one (the default language has none).
 * @param {readonly string[]} assets the file names in the assets folder
 * @param {string} lang
 */
export const wordsChunkFile = (assets, lang) =>
  assets.find((file) => file.startsWith(`${wordsChunkName(lang)}-`) && file.endsWith('.js'));
