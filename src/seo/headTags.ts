import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { pagePolicy } from './pagePolicy';
import { escapeHtml, jsonForScript, voidTag } from './html';
import { languageAlternateTags, languagePageUrl } from './languageAlternates';
import { publicUrl } from './pageUrl';
import { personJsonLd } from './personJsonLd';
import { shareCardPath } from './shareCardPath';
import { feedLinkTags } from '@/writing/writingHead';

export interface HeadOptions {
  /** The page's language; the default language's page if left out. */
  language?: PageLanguage;
  /** Where the site is published (without the base path); defaults to `site.origin`. */
  origin?: string;
  /** Origin of the web-vitals collector, allowed in connect-src when set. */
  vitalsUrl?: string;
  /** SHA-256 (base64) of the inline <style> blocks the page carries. */
  styleHashes?: string[];
  /** SHA-256 (base64) of the inline <script> blocks the page carries. */
  scriptHashes?: string[];
  /** The language's posts' title, when it has posts: its feeds are linked. */
  feedTitle?: string;
}

/**
 * The <head> tags of a language's main page: security policy, title and description, canonical address,
 * the other languages' addresses, the language's feeds (with posts), Open Graph and Twitter card (the language's own share card), and the owner as JSON-LD. Written into
 * the page at build time, so crawlers and link previews read them without running JavaScript.
 */
export function headTags(base: string, options: HeadOptions = {}): string {
  const { language = siteLanguages[0], vitalsUrl, styleHashes, scriptHashes, feedTitle } = options;
  const { site } = language.content;
  const origin = options.origin ?? site.origin;
  const url = languagePageUrl(origin, base, language);
  const image = publicUrl(origin, base, shareCardPath(language));
  return [
    voidTag('meta', {
      'http-equiv': 'Content-Security-Policy',
      content: pagePolicy({ vitalsUrl, styleHashes, scriptHashes }),
    }),
    `<title>${escapeHtml(site.title)}</title>`,
    voidTag('meta', { name: 'description', content: site.description }),
    voidTag('link', { rel: 'canonical', href: url }),
    ...languageAlternateTags(origin, base, language, siteLanguages),
    ...(feedTitle === undefined ? [] : feedLinkTags(origin, base, language, feedTitle)),
    voidTag('meta', { property: 'og:type', content: 'website' }),
    voidTag('meta', { property: 'og:title', content: site.title }),
    voidTag('meta', { property: 'og:description', content: site.description }),
    voidTag('meta', { property: 'og:url', content: url }),
    voidTag('meta', { property: 'og:image', content: image }),
    voidTag('meta', { property: 'og:image:width', content: site.shareImage.width }),
    voidTag('meta', { property: 'og:image:height', content: site.shareImage.height }),
    voidTag('meta', { property: 'og:image:alt', content: site.shareImage.alt }),
    voidTag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    voidTag('meta', { name: 'twitter:title', content: site.title }),
    voidTag('meta', { name: 'twitter:description', content: site.description }),
    voidTag('meta', { name: 'twitter:image', content: image }),
    voidTag('meta', { name: 'twitter:image:alt', content: site.shareImage.alt }),
    `<script type="application/ld+json">${jsonForScript(personJsonLd(origin, base, url, language))}</script>`,
  ].join('\n    ');
}
