import { site } from '@/content/site';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { escapeHtml, jsonForScript, voidTag } from './html';
import { pageUrl, publicUrl } from './pageUrl';
import { personJsonLd } from './personJsonLd';

export interface HeadOptions {
  /** Where the site is published (without the base path); defaults to `site.origin`. */
  origin?: string;
  /** Origin of the web-vitals collector, allowed in connect-src when set. */
  vitalsUrl?: string;
  /** SHA-256 (base64) of the inline <style> blocks the page carries. */
  styleHashes?: string[];
  /** SHA-256 (base64) of the inline <script> blocks the page carries. */
  scriptHashes?: string[];
}

/**
 * The <head> tags of the built page: security policy, title and description, canonical address,
 * Open Graph and Twitter card, and the owner as JSON-LD. Written into index.html at build
 * time, so crawlers and link previews read them without running JavaScript.
 */
export function headTags(base: string, { origin = site.origin, vitalsUrl, styleHashes, scriptHashes }: HeadOptions = {}): string {
  const url = pageUrl(origin, base);
  const image = publicUrl(origin, base, site.shareImage.path);
  return [
    voidTag('meta', { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ vitalsUrl, styleHashes, scriptHashes }) }),
    `<title>${escapeHtml(site.title)}</title>`,
    voidTag('meta', { name: 'description', content: site.description }),
    voidTag('link', { rel: 'canonical', href: url }),
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
    `<script type="application/ld+json">${jsonForScript(personJsonLd(origin, base, url))}</script>`,
  ].join('\n    ');
}
