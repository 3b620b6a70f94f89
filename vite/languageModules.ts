import { normalizePath, type Plugin } from 'vite';
import type { SiteLanguage, SiteLanguages } from './content/languagesOf.ts';
import { wordsChunkName } from '../scripts/lib/wordsChunk.mjs';
import { latestPostsModuleOf } from './writing/latestPosts.ts';

const TRANSLATION = 'virtual:translation/';

/**
 * The page's language code, in virtual modules the build writes from the site's languages, so that a
 * page's script carries its own language's words and no other's, and a one-language page no switching:
 * - `virtual:language-switch`: the menus' language switch (src/layout/LanguageSwitch.tsx), or null;
 * - `virtual:page-languages`: each language's code, name, direction, font and folder, no words, and
 *   `translationChunks`, each other language's `virtual:translation/<lang>` as a dynamic import (null
 *   with one language), which src/language/loadTranslation.ts loads beside the app;
 * - `virtual:translation/<lang>`: that language with its words, imported from the file that exports
 *   them (`wordsFile`), and its latest posts (`virtual:latest-posts/<lang>`, vite/writing/latestPosts.ts).
 *   The page's script never reads the content's `languages`, and a words file is declared free of side
 *   effects, so each language's words ship in that language's chunk alone, which its page's bootstrap
 *   fetches beside the app (src/main.tsx). Words written inside the content module come with it.
 */
export function languageModules(
  languages: SiteLanguages,
  files: { contentModule: string; switchFile: string },
): Plugin {
  const others = languages.slice(1);
  const several = others.length > 0;
  const modules: Record<string, string> = {
    'virtual:language-switch': several
      ? `export { LanguageSwitch } from ${JSON.stringify(files.switchFile)};`
      : 'export const LanguageSwitch = null;',
    'virtual:page-languages': pageLanguagesModule(languages),
    ...Object.fromEntries(
      others.map((language, index) => [
        TRANSLATION + language.lang,
        translationModule(language, index, files.contentModule),
      ]),
    ),
  };
  // Both sides as Vite writes a path (forward slashes on Windows too).
  const wordsFiles = new Set(others.flatMap(({ wordsFile }) => (wordsFile ? [normalizePath(wordsFile.file)] : [])));
  return {
    name: 'portfolio:language-modules',
    buildStart() {
      // Named (`ru.words-<hash>.js`), so that a reader of the build, and its tests, know each language's words.
      if (this.environment.config.consumer !== 'client' || this.environment.mode !== 'build') return;
      for (const { lang } of others)
        this.emitFile({ type: 'chunk', id: TRANSLATION + lang, name: wordsChunkName(lang) });
    },
    resolveId: (source) => (source in modules ? `\0${source}` : null),
    load: (moduleId) => (moduleId.startsWith('\0') ? (modules[moduleId.slice(1)] ?? null) : null),
    transform: (code, moduleId) =>
      wordsFiles.has(normalizePath(moduleId)) ? { code, moduleSideEffects: false } : null,
  };
}

/** What a page's script knows of a language besides its words. */
const languageOnly = ({ lang, name, dir, font }: SiteLanguage) => ({ lang, name, dir, ...(font && { font }) });

function pageLanguagesModule(languages: SiteLanguages): string {
  const chunks = languages
    .slice(1)
    .map(({ lang }) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(TRANSLATION + lang)})`);
  return [
    `export const pageLanguages = ${JSON.stringify(languages.map((language) => ({ ...languageOnly(language), path: language.path })))};`,
    `export const translationChunks = ${chunks.length > 0 ? `{ ${chunks.join(', ')} }` : 'null'};`,
  ].join('\n');
}

function translationModule(language: SiteLanguage, index: number, contentModule: string): string {
  const { wordsFile } = language;
  const words = wordsFile
    ? `import { ${wordsFile.name} as words } from ${JSON.stringify(wordsFile.file)};`
    : `import { languages } from ${JSON.stringify(contentModule)};\nconst { words } = languages.others[${index}];`;
  return [
    words,
    `export const translation = { ...${JSON.stringify(languageOnly(language))}, words };`,
    `export { default as latestPosts } from ${JSON.stringify(latestPostsModuleOf(language.lang))};`,
  ].join('\n');
}
