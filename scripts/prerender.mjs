// Fills the build's index.html with the server-rendered page so it paints, and reads, without JavaScript,
// with its stylesheet inline (allowed in the CSP by hash) so no request stands before the first paint,
// and writes the other pages (the case studies in each language: a list of pages rendered the same way, without script
// but the counter's, in a build with analytics) and the files generated from content + base path: 404.html,
// robots.txt, sitemap.xml, each host's headers.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { currentOutDir, ssrOutDir } from './lib/builds.mjs';
import { displayPath } from './lib/displayPath.mjs';
import { publishedOrigin } from './lib/hosts/publishedOrigin.mjs';
import { writeHostFiles } from './lib/hosts/writeHostFiles.mjs';
import { commentsScriptFile } from './lib/commentsScript.mjs';
import { contentModule } from './lib/contentModule.mjs';
import { designFontStack, firstScreenTexts, languageFontHead, textsOf } from './lib/languageFonts.mjs';
import { languageNamesStyle } from './lib/languageNameFonts.mjs';
import { pageViewFile, pageViewTag } from './lib/pageViewScript.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, currentOutDir());
const ssrDir = path.join(root, ssrOutDir(currentOutDir()));

/** @type {typeof import('../src/entry-server.tsx')} */
const {
  base,
  languages,
  render,
  headTags,
  notFoundPage,
  crawlerFiles,
  otherPages,
  mainPageExtraStyles,
  schemeScript,
  inSiteScheme,
} = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
// Every page starts from the shell in the site's own scheme: what it paints before its script, or without.
const template = inSiteScheme(await readFile(path.join(dist, 'index.html'), 'utf8'));
/** Where the site is published (SITE_ORIGIN or the host's own variable); unset, the content's `site.origin` is used. */
const published = publishedOrigin(process.env);
const origin = published?.origin;
if (published) console.log(`prerender: published at ${origin} (from ${published.from})`);

const assetFiles = await readdir(path.join(dist, 'assets'));
// Both weights the first screen uses, so neither swaps in late and shifts the hero (CLS).
const fontPreloads = assetFiles
  .filter((file) => /^poppins-latin-(400|600)-normal.*\.woff2$/.test(file))
  .map((file) => `<link rel="preload" href="${base}assets/${file}" as="font" type="font/woff2" crossorigin />`);
// With the light scheme offered, the visitor's scheme is set on every page before anything paints
// (CSP: by hash).
const scriptHashes = schemeScript ? [sha256(schemeScript)] : [];
// In a build with analytics, every page but the 404s counts its own view: the counter's script last,
// after the page's own.
const pageView = pageViewFile(assetFiles);
/** @param {string} html */
const withPageView = (html) =>
  pageView ? html.replace('</body>', `  ${pageViewTag(`${base}assets/${pageView}`)}\n  </body>`) : html;
const withoutScripts = template
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/**
 * The pages to write: the main page in each language (the default's at the base, each other's in its
 * folder, its <html> saying its language and direction), then each other page without the app's
 * script. Each is the template with the site's stylesheet inline, its own styles after it, and every
 * inline style's hash handed to its head tags (the CSP).
 */
const fontStack = await designFontStack(root);
/** The folder of the content being built, whose own `fonts/` a language's font is looked for in first. */
const contentFolder = path.dirname(contentModule());
/** @param {string} lang */
const languageOf = (lang) => languages.find((language) => language.lang === lang);
const others = otherPages(base, origin);
for (const page of others)
  if (!languageOf(page.lang))
    throw new Error(`prerender: ${page.file} is in "${page.lang}", which is none of the site's languages`);
const bodies = new Map(
  await Promise.all(languages.map(async ({ lang }) => /** @type {[string, string]} */ ([lang, await render(lang)]))),
);
/**
 * Every text of a language's pages, its content and its other pages' words, and those pages as
 * rendered (days and counts as the language writes them): its fonts are cut down to these characters
 * once and every page of it shares the files.
 * @param {string} lang
 */
const languageTexts = (lang) => ({
  texts: [
    ...textsOf(languageOf(lang)?.content),
    ...others.filter((page) => page.lang === lang).flatMap((page) => page.texts),
  ],
  rendered: [bodies.get(lang) ?? '', ...others.filter((page) => page.lang === lang).map((page) => page.body)],
});
// The font of a script Poppins lacks (scripts/lib/languageFonts.mjs): nothing for a language Poppins covers.
/**
 * @param {{ lang: string, font?: string, content: Parameters<typeof firstScreenTexts>[0] }} language
 * @param {{ hero: boolean }} page
 */
const fontHead = ({ lang, font, content }, { hero }) => {
  const { texts, rendered } = languageTexts(lang);
  return languageFontHead({ lang, font }, texts, {
    dist,
    base,
    fontStack,
    firstScreen: firstScreenTexts(content, { hero }),
    rendered,
    contentFolder,
  });
};
// The language switch's names of the other languages, each in its language's font.
/** @param {string} lang @returns {Promise<string[]>} */
const namesStyle = async (lang) => {
  const style = await languageNamesStyle(lang, languages, { dist, base, contentFolder });
  return style ? [style] : [];
};
/**
 * @typedef {{ file: string, template: string, styles: string[], preloads: string[], body: string,
 *   head: (styleHashes: string[], scriptHashes: string[]) => string, comments?: true }} Page
 */
/** @type {Page[]} */
const mainPages = [];
const notFoundPages = [];
for (const language of languages) {
  const { lang, dir, path: folder } = language;
  const fonts = await fontHead(language, { hero: true });
  notFoundPages.push({ file: `${folder}404.html`, lang, dir, fonts });
  mainPages.push({
    file: `${folder}index.html`,
    template: inLanguage(template, lang, dir),
    styles: [...mainPageExtraStyles(), ...(fonts.style ? [fonts.style] : []), ...(await namesStyle(lang))],
    preloads: fonts.preloads,
    head: (/** @type {string[]} */ styleHashes) => headTags(base, { lang, origin, styleHashes, scriptHashes }),
    body: bodies.get(lang) ?? '',
  });
}
// The other pages (the case studies, the posts, the search pages) each in its language, with its fonts.
const pages = [...mainPages];
for (const page of others) {
  const language = /** @type {NonNullable<ReturnType<typeof languageOf>>} */ (languageOf(page.lang));
  const fonts = await fontHead(language, { hero: false });
  pages.push({
    ...page,
    template: inLanguage(withoutScripts, language.lang, language.dir),
    styles: [...page.styles, ...(fonts.style ? [fonts.style] : []), ...(await namesStyle(language.lang))],
    preloads: fonts.preloads,
  });
}
// The comments' script, on the pages that show them (the posts and case studies, when the content has comments).
const commentsScript = commentsScriptFile(assetFiles);
/** @param {{ file: string }} page */
function commentsScriptTag(page) {
  if (!commentsScript)
    throw new Error(`prerender: ${page.file} shows the comments, but the build made no comments script`);
  return `<script type="module" src="${base}assets/${commentsScript}"></script>`;
}
for (const page of pages) {
  const inline = await inlineStylesheets(page.template);
  const ownStyles = page.styles.map((css) => ({ tag: `<style>${css}</style>`, hash: sha256(css) }));
  const hashes = [...inline.hashes, ...ownStyles.map((style) => style.hash)];
  const head = [
    page.head(hashes, scriptHashes),
    schemeScript && `<script>${schemeScript}</script>`,
    ...ownStyles.map((style) => style.tag),
    ...fontPreloads,
    ...(page.preloads ?? []),
    ...(page.comments ? [commentsScriptTag(page)] : []),
  ];
  const html = withPageView(fill(inline.html, { head, app: page.body }));
  await mkdir(path.dirname(path.join(dist, page.file)), { recursive: true });
  await writeFile(path.join(dist, page.file), html);
}

// A 404 page in each language's folder: a host that looks for the nearest 404.html up the path answers a
// language's missing address in that language; GitHub Pages serves the base's for all.
for (const { file, lang, dir, fonts } of notFoundPages) {
  const notFound = await notFoundPage(base, lang, fonts.style);
  const head = [notFound.head, ...fontPreloads, ...fonts.preloads];
  await writeFile(path.join(dist, file), fill(inLanguage(withoutScripts, lang, dir), { head, app: notFound.body }));
}

for (const [file, text] of Object.entries(crawlerFiles(base, origin))) {
  await writeFile(path.join(dist, file), text);
}

await rm(ssrDir, { recursive: true, force: true });
const written = [...pages, ...notFoundPages].map((page) => page.file);
// Each host's headers, from the policy just written into each page (scripts/lib/hosts/).
const hostFiles = await writeHostFiles({ dist, base, pages: written });
console.log(
  `prerender: ${displayPath(dist, root)}/ ${written.join(', ')}, robots.txt, sitemap.xml, ${hostFiles.join(', ')}`,
);

/**
 * Each `<link rel="stylesheet">` of the build replaced by a `<style>` of the file, and the SHA-256 of
 * each; a link with a `media` (the print stylesheet) stays a link, which a screen does not wait for.
 */
async function inlineStylesheets(/** @type {string} */ html) {
  /** @type {string[]} */
  const hashes = [];
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"(?![^>]*\bmedia=)[^>]*\bhref="([^"]+)"[^>]*>/g)) {
    const css = (await readFile(path.join(dist, href.slice(base.length)), 'utf8')).trim();
    hashes.push(sha256(css));
    inlined = inlined.replace(link, `<style>${css}</style>`);
  }
  return { html: inlined, hashes };
}

/**
 * The template's `<html>` in a language; with one language the template's own `lang` is replaced alone.
 * @param {string} html
 * @param {string} lang
 * @param {'ltr' | 'rtl'} dir
 */
function inLanguage(html, lang, dir) {
  // One left-to-right language keeps the shell's `<html lang>` as it is; right to left always says so.
  const attributes = languages.length > 1 || dir === 'rtl' ? `lang="${lang}" dir="${dir}"` : `lang="${lang}"`;
  // Its other attributes (the site's own scheme) stay.
  const replaced = html.replace(/<html lang="[^"]*"/, `<html ${attributes}`);
  if (replaced === html && !html.includes(`<html ${attributes}`))
    throw new Error('prerender: index.html has no <html lang>');
  return replaced;
}

/** @param {string} text */
function sha256(text) {
  return createHash('sha256').update(text).digest('base64');
}

/**
 * @param {string} html
 * @param {{ head: unknown[], app: string }} parts the head's lines (empty ones left out) and the page's body
 */
function fill(html, { head, app }) {
  const filled = html.replace('<!--head-->', head.filter(Boolean).join('\n    ')).replace('<!--app-->', app);
  if (filled.includes('<!--app-->') || filled.includes('<!--head-->')) {
    throw new Error('prerender: a placeholder was left in the page');
  }
  return filled;
}
