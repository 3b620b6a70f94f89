// Fills the build's index.html with the server-rendered page so it paints, and reads, without JavaScript,
// with its stylesheet inline (allowed in the CSP by hash) so no request stands before the first paint,
// and writes the files generated from content + base path: 404.html, robots.txt, sitemap.xml.
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { currentOutDir, ssrOutDir } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, currentOutDir());
const ssrDir = path.join(root, ssrOutDir(currentOutDir()));

const { base, render, headTags, notFoundPage, crawlerFiles } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
/** Where the site is published; unset, the content's `site.origin` is used. */
const origin = process.env.SITE_ORIGIN || undefined;

// Both weights the first screen uses, so neither swaps in late and shifts the hero (CLS).
const fontPreloads = (await readdir(path.join(dist, 'assets')))
  .filter((file) => /^poppins-latin-(400|600)-normal.*\.woff2$/.test(file))
  .map((file) => `<link rel="preload" href="${base}assets/${file}" as="font" type="font/woff2" crossorigin />`);

const inline = await inlineStylesheets(template);
const page = fill(inline.html, { head: [headTags(base, origin, inline.hashes), ...fontPreloads], app: await render() });
await writeFile(path.join(dist, 'index.html'), page);

const notFound = await notFoundPage(base);
const withoutScripts = template
  .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
await writeFile(path.join(dist, '404.html'), fill(withoutScripts, { head: [notFound.head, ...fontPreloads], app: notFound.body }));

for (const [file, text] of Object.entries(crawlerFiles(base, origin))) {
  await writeFile(path.join(dist, file), text);
}

await rm(ssrDir, { recursive: true, force: true });
console.log(`prerender: ${path.relative(root, dist)}/index.html (${(page.length / 1024).toFixed(1)} KiB), 404.html, robots.txt, sitemap.xml`);

/** Each `<link rel="stylesheet">` of the build replaced by a `<style>` of the file, and the SHA-256 of each. */
async function inlineStylesheets(html) {
  const hashes = [];
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g)) {
    const css = (await readFile(path.join(dist, href.slice(base.length)), 'utf8')).trim();
    hashes.push(createHash('sha256').update(css).digest('base64'));
    inlined = inlined.replace(link, `<style>${css}</style>`);
  }
  return { html: inlined, hashes };
}

function fill(html, { head, app }) {
  const filled = html.replace('<!--head-->', head.filter(Boolean).join('\n    ')).replace('<!--app-->', app);
  if (filled.includes('<!--app-->') || filled.includes('<!--head-->')) {
    throw new Error('prerender: a placeholder was left in the page');
  }
  return filled;
}
