import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '@/content/site';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { escapeHtml, voidTag } from './html';
import { NotFound } from './NotFound';
import styles from './notFound.css?raw';

/**
 * The 404 page: the site's stylesheet and fonts, its own small inline style (allowed by hash, so the
 * policy stays free of 'unsafe-inline'), no script. Links use the absolute base, as a 404 page is
 * served at any depth.
 */
export async function notFoundPage(base: string): Promise<{ head: string; body: string }> {
  const styleHash = await sha256Base64(styles);
  const head = [
    voidTag('meta', { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ styleHashes: [styleHash] }) }),
    `<title>${escapeHtml(`${site.notFound.title} \u00B7 ${site.title}`)}</title>`,
    voidTag('meta', { name: 'robots', content: 'noindex' }),
    `<style>${styles}</style>`,
  ].join('\n    ');
  return { head, body: renderToStaticMarkup(<NotFound base={base} />) };
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}
