// A language's words are chunks of their own (vite/languageModules.ts), named after the language so
// that the tests find each language's among the build's assets.

/**
 * `ru.words`, a page's words: the code first, so that no language's name begins another's (`pt.words`, `pt-BR.words`).
 * @param {string} lang
 */
export const wordsChunkName = (lang) => `${lang}.words`;

/**
 * `ru.form`, the contact form's messages, which load with the form.
 * @param {string} lang
 */
export const formChunkName = (lang) => `${lang}.form`;

/**
 * The file of a language's page words among the build's assets, if it has one (none on a site in one
 * language, whose words are in the app).
 * @param {readonly string[]} assets the file names in the assets folder
 * @param {string} lang
 */
export const wordsChunkFile = (assets, lang) =>
  assets.find((file) => file.startsWith(`${wordsChunkName(lang)}-`) && file.endsWith('.js'));
