import type { Plugin } from 'vite';
import type { SiteLanguage, SiteLanguages } from './content/languagesOf.ts';
import { pageContentOf } from './content/pageContent.ts';
import { formChunkName, wordsChunkName } from '../scripts/lib/wordsChunk.mjs';
import { latestPostsModuleOf } from './writing/latestPosts.ts';

const PAGE = 'virtual:page-language/';
const FORM = 'virtual:form-messages/';

/**
 * The page's languages, in virtual modules the build writes from the site's languages, each language's
 * words as data, so that a page's script carries its own language's words and no other's:
 * - `virtual:language-switch`: the menus' language switch (src/layout/LanguageSwitch.tsx), or null;
 * - `virtual:page-languages`: each language's code, name, direction, font and folder, no words, and
 *   `onlyLanguage`: with one language its page, in the app; null with several;
 * - `virtual:page-chunks`: with several languages each one's page as a chunk of its own, which the
 *   page's bootstrap loads beside the app (src/main.tsx); null with one;
 * - `virtual:page-language/<lang>`: a language's page, its content and latest posts, data alone;
 * - `virtual:form-messages`: each language's form messages as a chunk the form loads
 *   (`virtual:form-messages/<lang>`), whatever the number of languages;
 * - `virtual:site-languages`: every language's page, the prerender's.
 */
export function languageModules(languages: SiteLanguages, files: { switchFile: string }): Plugin {
  const several = languages.length > 1;
  const modules: Record<string, string> = {
    'virtual:language-switch': several
      ? `export { LanguageSwitch } from ${JSON.stringify(files.switchFile)};`
      : 'export const LanguageSwitch = null;',
    'virtual:page-languages': pageLanguagesModule(languages),
    'virtual:page-chunks': pageChunksModule(languages),
    'virtual:site-languages': siteLanguagesModule(languages),
    'virtual:form-messages': chunksModule('formMessagesChunks', FORM, languages),
    ...Object.fromEntries(
      languages.flatMap((language) => [
        [PAGE + language.lang, pageModule(language)],
        [FORM + language.lang, `export default ${serialised(language.formMessages, `${language.where}formMessages`)};`],
      ]),
    ),
  };
  return {
    name: 'portfolio:language-modules',
    buildStart() {
      // Named (`ru.words-<hash>.js`), so that a reader of the build, and its tests, know each language's words.
      if (this.environment.config.consumer !== 'client' || this.environment.mode !== 'build') return;
      for (const { lang } of languages) {
        if (several) this.emitFile({ type: 'chunk', id: PAGE + lang, name: wordsChunkName(lang) });
        this.emitFile({ type: 'chunk', id: FORM + lang, name: formChunkName(lang) });
      }
    },
    resolveId: (source) => (source in modules ? `\0${source}` : null),
    load: (moduleId) => (moduleId.startsWith('\0') ? (modules[moduleId.slice(1)] ?? null) : null),
  };
}

/** What a page's script knows of every language: no words. */
const languageOnly = ({ lang, name, dir, font, path }: SiteLanguage) => ({
  lang,
  name,
  dir,
  ...(font && { font }),
  path,
});

function pageLanguagesModule(languages: SiteLanguages): string {
  return [
    `export const pageLanguages = ${JSON.stringify(languages.map(languageOnly))};`,
    languages.length === 1
      ? `export { page as onlyLanguage } from ${JSON.stringify(PAGE + languages[0].lang)};`
      : 'export const onlyLanguage = null;',
  ].join('\n');
}

const pageChunksModule = (languages: SiteLanguages) =>
  languages.length === 1 ? 'export const pageChunks = null;' : chunksModule('pageChunks', PAGE, languages);

/** `name`, each language's module under `prefix` as a dynamic import, by code. */
function chunksModule(name: string, prefix: string, languages: SiteLanguages): string {
  const chunks = languages.map(({ lang }) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(prefix + lang)})`);
  return `export const ${name} = { ${chunks.join(', ')} };`;
}

/** A language's page as its module writes it, but for its latest posts. */
export const pageData = (language: SiteLanguage) => ({
  ...languageOnly(language),
  content: pageContentOf(language.content),
});

function pageModule(language: SiteLanguage): string {
  const page = pageData(language);
  return [
    `import latestPosts from ${JSON.stringify(latestPostsModuleOf(language.lang))};`,
    `export const page = { ...${serialised(page, language.where)}, latestPosts };`,
  ].join('\n');
}

function siteLanguagesModule(languages: SiteLanguages): string {
  return [
    ...languages.map(({ lang }, index) => `import { page as page${index} } from ${JSON.stringify(PAGE + lang)};`),
    `export const siteLanguages = [${languages.map((_, index) => `page${index}`).join(', ')}];`,
  ].join('\n');
}

/** A language's words as a module writes them: data alone (the build's check has turned every word into text). */
function serialised(value: unknown, where: string): string {
  return JSON.stringify(value, (key, item: unknown) => {
    if (typeof item === 'function')
      throw new Error(`${where}${key} is a function: a page's words are data (docs/content.md)`);
    return item;
  });
}
