// The language switch names every other language in its own words ("العربية", "Русский") on every
// page, but a page loads only its own language's font, so those names would fall to whatever the
// visitor's system has. Each such name gets a font of its own instead: its language's font cut down to
// the name's letters by HarfBuzz's subsetter, which keeps the shaping (Arabic letters join): 3.1 KB for
// "العربية" in Noto Sans Arabic, 3.6 KB for "Русский" in Montserrat, not the 49 KB and 11 KB of the
// subsets a language's own page loads. Not preloaded: the browser fetches it when it draws the name.
import { languageFaces, subsetOf, writeFontAsset } from './languageFonts.mjs';

/** The weight the switch draws its names in (src/layout/LanguageSwitch.module.css). */
const NAME_WEIGHT = 400;

/**
 * The style a page in language `current` adds so the switch draws each other language's name in that
 * language's font: an @font-face per name (its subset copied into the build's assets, content-hashed)
 * and a rule for the switch's link to that language. Undefined when Poppins draws every name.
 * @param {string} current the page's language code
 * @param {readonly { lang: string; name: string; font?: string }[]} languages the site's languages
 * @param {{ dist: string; base: string; contentFolder: string }} build `contentFolder`: the content module's folder (its own `fonts/`)
 */
export async function languageNamesStyle(current, languages, { dist, base, contentFolder }) {
  const rules = [];
  for (const language of languages.filter(({ lang }) => lang !== current)) {
    const faces = (await languageFaces(language, [language.name], { contentFolder })).filter(
      (face) => face.weight === NAME_WEIGHT,
    );
    if (faces.length === 0) continue;
    const family = `${faces[0].family} ${language.lang} name`;
    for (const face of faces) {
      const name = await writeFontAsset(
        face.file,
        await subsetOf(face.file, language.name),
        dist,
        `-${language.lang}-name`,
      );
      rules.push(
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${NAME_WEIGHT};src:url(${base}assets/${name}) format('woff2');unicode-range:${face.unicodeRange}}`,
      );
    }
    rules.push(`a[hreflang="${language.lang}"]{font-family:'${family}',var(--font-body)}`);
  }
  return rules.length > 0 ? rules.join('') : undefined;
}
