import type { ContentImage } from '@/content/types';
import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { feedPaths } from './writingAddress';
import { pagePolicy } from '@/seo/pagePolicy';
import { escapeHtml, jsonForScript, voidTag } from '@/seo/html';
import { languageAlternateTags, languagePageUrl } from '@/seo/languageAlternates';
import { publicUrl } from '@/seo/pageUrl';
import { shareCardPath } from '@/seo/shareCardPath';

/** A language's feeds in a page's head: Atom and JSON Feed, named by the posts' title. */
export function feedLinkTags(origin: string, base: string, language: PageLanguage, title: string): string[] {
  return [
    voidTag('link', {
      rel: 'alternate',
      type: 'application/atom+xml',
      title,
      href: languagePageUrl(origin, base, language, feedPaths.atom),
    }),
    voidTag('link', {
      rel: 'alternate',
      type: 'application/feed+json',
      title,
      href: languagePageUrl(origin, base, language, feedPaths.json),
    }),
  ];
}

export interface WritingHeadOptions {
  language: PageLanguage;
  /** The languages the page exists in (a post may be written in some only), for its alternates. */
  inLanguages: readonly PageLanguage[];
  origin: string;
  /** The page's path under its language's folder, e.g. `writing/first-post/`. */
  path: string;
  title: string;
  description: string;
  /** The posts' title, which names the feeds; none when the language has no posts of its own, so no feeds. */
  feedTitle: string | undefined;
  /** A post's: its day, share card (path under the base, in its language's folder) and cover. */
  post?: {
    date: string;
    tags: readonly string[];
    shareCard: { path: string; width: number; height: number };
    cover?: ContentImage;
  };
  styleHashes: string[];
  scriptHashes: string[];
}

/**
 * The <head> tags of a writing page (a post, the index, a tag's page) in its language: the site's policy,
 * title and description, canonical address, the page in its other languages, the language's feeds,
 * Open Graph and Twitter card (a post's own share card, else the language's), and a post's JSON-LD
 * `BlogPosting` by the owner.
 */
export function writingHead(base: string, options: WritingHeadOptions): string {
  const { language, inLanguages, origin, path, description, feedTitle, post, styleHashes, scriptHashes } = options;
  const { owner, site } = language.content;
  const url = languagePageUrl(origin, base, language, path);
  const title = `${options.title} \u00B7 ${site.title}`;
  const image = post
    ? { url: publicUrl(origin, base, post.shareCard.path), ...post.shareCard, alt: post.cover?.alt ?? options.title }
    : { url: publicUrl(origin, base, shareCardPath(language)), ...site.shareImage };
  const jsonLd = post && {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: options.title,
    description,
    url,
    datePublished: post.date,
    ...(siteLanguages.length > 1 && { inLanguage: language.lang }),
    image: image.url,
    author: { '@type': 'Person', name: owner.name, url: languagePageUrl(origin, base, language) },
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
  return [
    voidTag('meta', {
      'http-equiv': 'Content-Security-Policy',
      content: pagePolicy({ styleHashes, scriptHashes, comments: post !== undefined }),
    }),
    `<title>${escapeHtml(title)}</title>`,
    voidTag('meta', { name: 'description', content: description }),
    voidTag('link', { rel: 'canonical', href: url }),
    ...languageAlternateTags(origin, base, language, inLanguages, path),
    ...(feedTitle === undefined ? [] : feedLinkTags(origin, base, language, feedTitle)),
    voidTag('meta', { property: 'og:type', content: post ? 'article' : 'website' }),
    voidTag('meta', { property: 'og:title', content: title }),
    voidTag('meta', { property: 'og:description', content: description }),
    voidTag('meta', { property: 'og:url', content: url }),
    voidTag('meta', { property: 'og:image', content: image.url }),
    voidTag('meta', { property: 'og:image:width', content: image.width }),
    voidTag('meta', { property: 'og:image:height', content: image.height }),
    voidTag('meta', { property: 'og:image:alt', content: image.alt }),
    voidTag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    voidTag('meta', { name: 'twitter:title', content: title }),
    voidTag('meta', { name: 'twitter:description', content: description }),
    voidTag('meta', { name: 'twitter:image', content: image.url }),
    voidTag('meta', { name: 'twitter:image:alt', content: image.alt }),
    jsonLd && `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
