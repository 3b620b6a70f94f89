/** A language's folder under the base path, where its pages are: `ru/` (the default language's pages are at the base). */
export const languageFolder = (lang: string) => `${lang}/`;
