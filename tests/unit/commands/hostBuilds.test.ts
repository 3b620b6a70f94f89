import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builds } from '../../../scripts/lib/builds.mjs';
import { publishedOrigin } from '../../../scripts/lib/hosts/publishedOrigin.mjs';

// The address canonical links, share cards, feeds and the CV point to, as each host's build gives it.
describe('the published origin a build finds by itself', () => {
  it("is Netlify's main address on Netlify, without its trailing slash", () => {
    expect(publishedOrigin({ NETLIFY: 'true', URL: 'https://noa-adler.netlify.app/' })).toEqual({
      origin: 'https://noa-adler.netlify.app',
      from: "Netlify's URL",
    });
  });

  it('is SITE_ORIGIN wherever it is given, over the host', () => {
    expect(
      publishedOrigin({ SITE_ORIGIN: 'https://noa.dev/', NETLIFY: 'true', URL: 'https://noa-adler.netlify.app' }),
    ).toEqual({ origin: 'https://noa.dev', from: 'SITE_ORIGIN' });
  });

  it("is left to the content's site.origin on Cloudflare Pages (its address names one deployment) and on your own machine", () => {
    expect(publishedOrigin({ CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a9c.portfolio.pages.dev' })).toBeUndefined();
    expect(publishedOrigin({ VERCEL: '1', VERCEL_URL: 'portfolio-git-draft-noa.vercel.app' })).toBeUndefined();
    expect(publishedOrigin({ URL: 'https://a.variable.of.someone.else' })).toBeUndefined();
  });
});

describe("Netlify's build of the repository (netlify.toml)", () => {
  const settings = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
  const setting = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(settings)?.[1];

  it("runs the shipped build and publishes the folder it writes, the host files' folder", () => {
    expect(setting('command')).toBe('npm run build');
    expect(setting('publish')).toBe(builds.shipped.outDir);
  });
});
