import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageProvider } from '@/language/LanguageContext';
import { pageLanguage } from '@/language/siteLanguages';
import { firstSchemeScript } from '@/services/colourScheme';
import { pagePolicy } from './pagePolicy';
import { escapeHtml, voidTag } from './html';
import { NotFound } from './NotFound';
import styles from './notFound.css?raw';

/**
 * The 404 page: the site's stylesheet and fonts, its own small inline style (allowed by hash, so the
 * policy stays free of 'unsafe-inline'), no script but, when the content offers the light scheme, the
 * one that sets the visitor's scheme before the first paint (allowed by hash too), as on every page.
 * Links use the absolute base, as a 404 page is served at any depth. Each language has one in its
 * folder, in its words, leading to its main page; `fontStyle` is that language's @font-face rules, if any.
 */
export async function notFoundPage(
  base: string,
  lang: string,
  fontStyle?: string,
): Promise<{ head: string; body: string }> {
  const language = pageLanguage(lang);
  const { site } = language.content;
  const ownStyles = [styles, ...(fontStyle ? [fontStyle] : [])];
  const styleHashes = await Promise.all(ownStyles.map(sha256Base64));
  const schemeScript = firstSchemeScript(language.content.appearance);
  const scriptHashes = schemeScript ? [await sha256Base64(schemeScript)] : [];
  const head = [
    voidTag('meta', {
      'http-equiv': 'Content-Security-Policy',
      content: pagePolicy({ styleHashes, scriptHashes }),
    }),
    `<title>${escapeHtml(`${site.notFound.title} \u00B7 ${site.title}`)}</title>`,
    voidTag('meta', { name: 'robots', content: 'noindex' }),
    ...(schemeScript ? [`<script>${schemeScript}</script>`] : []),
    ...ownStyles.map((css) => `<style>${css}</style>`),
  ].join('\n    ');
  const body = renderToStaticMarkup(
    <LanguageProvider value={language}>
      <NotFound home={`${base}${language.path}`} />
    </LanguageProvider>,
  );
  return { head, body };
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}
