import { describe, expect, it } from 'vitest';
import { asPage } from '../../support/asPage';
import * as content from '@/placeholder/site';
import { owner, site, socials } from '@/placeholder/site';
import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { contentSecurityPolicy } from '@/seo/contentSecurityPolicy';
import { robotsTxt, sitemapXml } from '@/seo/crawlerFiles';
import { headTags } from '@/seo/headTags';
import { escapeHtml, jsonForScript } from '@/seo/html';
import { languageAlternateTags } from '@/seo/languageAlternates';
import { pageUrl } from '@/seo/pageUrl';

const origin = 'https://someone.github.io';
const base = '/portfolio/';

describe('page address', () => {
  it('joins origin and base path, with or without a trailing slash on the origin', () => {
    expect(pageUrl(origin, base)).toBe('https://someone.github.io/portfolio/');
    expect(pageUrl(`${origin}/`, '/')).toBe('https://someone.github.io/');
  });
});

describe('head tags', () => {
  const tags = headTags(base, { origin });

  it('carry the title, description and canonical address from the content', () => {
    expect(tags).toContain(`<title>${escapeHtml(site.title)}</title>`);
    expect(tags).toContain(`<meta name="description" content="${escapeHtml(site.description)}" />`);
    expect(tags).toContain('<link rel="canonical" href="https://someone.github.io/portfolio/" />');
  });

  it('give link previews an absolute image we make, under the base path', () => {
    expect(tags).toContain('<meta property="og:image" content="https://someone.github.io/portfolio/og-image.png" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta property="og:url" content="https://someone.github.io/portfolio/" />');
  });

  it('describe the owner as a schema.org Person', () => {
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(tags)?.[1];
    expect(json).toBeDefined();
    const person: unknown = JSON.parse(json ?? '');
    expect(person).toMatchObject({
      '@type': 'Person',
      name: owner.name,
      jobTitle: owner.role,
      url: 'https://someone.github.io/portfolio/',
      sameAs: socials.map((social) => social.href).filter(Boolean),
    });
  });

  it('start with the security policy, before anything is fetched', () => {
    expect(tags.startsWith('<meta http-equiv="Content-Security-Policy"')).toBe(true);
  });
});

describe('content security policy', () => {
  it('allows only our origin, no inline code, and connects only to us and EmailJS', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy, 'the page starts workers from its own files only').toContain("worker-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy, 'only an empty <style> (the ?tune panel) is allowed inline').toContain(
      "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';",
    );
    expect(policy).not.toContain('frame-ancestors');
  });

  it('adds the vitals collector origin and inline style hashes when given', () => {
    const policy = contentSecurityPolicy({ vitalsUrl: 'https://collect.example/v?x=1', styleHashes: ['abc='] });
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com https://collect.example;");
    expect(policy).toMatch(/style-src 'self' '[^']+' 'sha256-abc=';/);
  });

  it('lets the form post to a mailto: address when JavaScript is off', () => {
    expect(contentSecurityPolicy()).toContain("form-action 'self' mailto:");
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('let crawlers in and point at the sitemap under the base path', () => {
    expect(robotsTxt(origin, base)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://someone.github.io/portfolio/sitemap.xml\n',
    );
  });

  it('list the one page', () => {
    expect(sitemapXml(origin, base, siteLanguages)).toContain('<loc>https://someone.github.io/portfolio/</loc>');
  });
});

describe('a site in several languages', () => {
  const page = { content: asPage(content), latestPosts: null };
  const english: PageLanguage = { lang: 'en', name: 'English', dir: 'ltr', path: '', ...page };
  const brazilian: PageLanguage = { lang: 'pt-BR', name: 'Português', dir: 'ltr', path: 'pt-BR/', ...page };
  const both = [english, brazilian] as const;

  it('ties each page to the others, the default one as x-default, with og:locale', () => {
    const tags = languageAlternateTags(origin, base, brazilian, both).join('\n');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://someone.github.io/portfolio/" />');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="pt-BR" href="https://someone.github.io/portfolio/pt-BR/" />',
    );
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://someone.github.io/portfolio/" />');
    expect(tags).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_US" />');
  });

  it('gives each language\u2019s page its own share card, in its folder', () => {
    const tags = headTags(base, { origin, language: brazilian });
    expect(tags).toContain(
      '<meta property="og:image" content="https://someone.github.io/portfolio/pt-BR/og-image.png" />',
    );
    expect(tags).toContain(
      '<meta name="twitter:image" content="https://someone.github.io/portfolio/pt-BR/og-image.png" />',
    );
  });

  it('adds nothing for one language', () => {
    expect(languageAlternateTags(origin, base, english, [english])).toEqual([]);
  });

  it('lists every language\u2019s page and case study in the sitemap, each with its alternates', () => {
    const sitemap = sitemapXml(origin, base, both, ['projects/chase/']);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.match(/<url>/g)).toHaveLength(4);
    expect(sitemap).toContain(
      '<url><loc>https://someone.github.io/portfolio/pt-BR/projects/chase/</loc><xhtml:link rel="alternate" hreflang="en" href="https://someone.github.io/portfolio/projects/chase/"/>',
    );
    expect(sitemap).toContain(
      '<url><loc>https://someone.github.io/portfolio/pt-BR/</loc><xhtml:link rel="alternate" hreflang="en" href="https://someone.github.io/portfolio/"/>',
    );
    expect(sitemap).toContain('hreflang="x-default" href="https://someone.github.io/portfolio/"/></url>');
  });
});

describe('escaping', () => {
  it('escapes markup in attributes and keeps JSON-LD from closing its script', () => {
    expect(escapeHtml(`"<Tom & 'Jerry'>"`)).toBe('&quot;&lt;Tom &amp; &#39;Jerry&#39;&gt;&quot;');
    expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
