import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteLanguage, SiteLanguages } from '../../vite/content/languagesOf';
import { textsOf } from '../../scripts/lib/languageFonts.mjs';
import { wordsChunkFile } from '../../scripts/lib/wordsChunk.mjs';
import { fileGzipSize, startupScripts } from './distBundle';

/** The JS a language's main page loads at start-up (distBundle's startupScripts), its text and its gzip size. */
export function pageStartup(dir: string, language: SiteLanguage): { text: string; bytes: number } {
  const scripts = startupScripts({ dir, page: `${language.path}index.html` });
  return {
    text: scripts.map((file) => readFileSync(file, 'utf8')).join('\n'),
    bytes: scripts.reduce((total, file) => total + fileGzipSize(file), 0),
  };
}

/**
 * The texts of a language's own words that no other language says, as a page's script would hold them
 * written (ten characters or more, nothing a bundler would escape).
 */
export function ownTexts(language: SiteLanguage, languages: SiteLanguages): string[] {
  // The default's content and words are the whole content module, whose `languages` holds every language's words.
  const othersSay = languages
    .filter((other) => other !== language)
    .flatMap((other) => [other.content, other.own].flatMap((said) => textsOf({ ...said, languages: undefined })))
    .join('\n');
  return textsOf({ ...language.own, languages: undefined }).filter(
    (text) => text.length >= 10 && !/[\\'"`$\n]/.test(text) && !othersSay.includes(text),
  );
}

/** Whether a script holds `text` as a string of its own (quoted), not as part of a name like `experienceTechnologies`. */
export const holdsText = (script: string, text: string) =>
  ['"', "'", '`'].some((quote) => script.includes(`${quote}${text}${quote}`));

/**
 * A text of the language's own to look for in its page's script: the longest of `ownTexts` that its
 * chunk of words holds as written; none without such a chunk (a site in one language).
 */
export function ownWords(dir: string, language: SiteLanguage, languages: SiteLanguages): string | undefined {
  const file = wordsChunkFile(readdirSync(path.join(dir, 'assets')), language.lang);
  if (!file) return undefined;
  const chunk = readFileSync(path.join(dir, 'assets', file), 'utf8');
  return ownTexts(language, languages)
    .filter((text) => chunk.includes(text))
    .sort((a, b) => b.length - a.length)[0];
}
