import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostFilesDrift } from '../../../scripts/lib/hosts/hostFilesDrift.mjs';
import { writeHostFiles } from '../../../scripts/lib/hosts/writeHostFiles.mjs';

// The host files written for a small build of two languages under a sub-path: each page's own policy,
// each language's 404 page, the long cache for hashed files only. The real servers serving the
// fixture's build with them: tests/content-full/host-servers.spec.ts.

const base = '/portfolio/';
const policies = {
  'index.html': "default-src 'self'; style-src 'self' 'sha256-main='",
  'de/index.html': "default-src 'self'; style-src 'self' 'sha256-deutsch='",
  '404.html': "default-src 'self'; style-src 'self' 'sha256-missing='",
  'de/404.html': "default-src 'self'; style-src 'self' 'sha256-fehlt='",
};
const pages = Object.keys(policies);
let dist = '';

/** A built folder: each page with its policy in a `<meta>` as the prerender writes it, and hashed assets. */
function madeBuild(assets = ['index-B3x_9kQz.js', 'cv-1a2b3c4d5e.pdf']): string {
  dist = mkdtempSync(path.join(tmpdir(), 'host-files-'));
  for (const [file, policy] of Object.entries(policies)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    const content = policy.replaceAll("'", '&#39;');
    const script = `<script type="module" src="${base}assets/${assets[0]}"></script>`;
    writeFileSync(
      path.join(dist, file),
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${content}" />${script}</head></html>`,
    );
  }
  mkdirSync(path.join(dist, 'assets'));
  for (const asset of assets) writeFileSync(path.join(dist, 'assets', asset), '');
  return dist;
}

const written = (file: string) => readFileSync(path.join(dist, file), 'utf8');
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the build refuses what no host file could say right', () => {
  it('an asset without a content hash, named', async () => {
    await expect(writeHostFiles({ dist: madeBuild(['index-B3x_9kQz.js', 'logo.svg']), base, pages })).rejects.toThrow(
      /logo\.svg/,
    );
  });

  it('a page without its <meta> policy, named', async () => {
    madeBuild();
    writeFileSync(path.join(dist, 'de/index.html'), '<html></html>');
    await expect(writeHostFiles({ dist, base, pages })).rejects.toThrow(/de\/index\.html/);
  });

  it("a host file of the owner's own (from public/), named, rather than replace it unseen", async () => {
    madeBuild();
    writeFileSync(path.join(dist, '_headers'), '/*\n  X-Mine: kept\n');
    await expect(writeHostFiles({ dist, base, pages })).rejects.toThrow(/public\/_headers would be replaced/);
    expect(written('_headers')).toContain('X-Mine: kept');
  });
});

describe("the doctor's look at a build's host files", () => {
  it('finds nothing in the build as written', async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    expect(await hostFilesDrift(dist)).toEqual([]);
  });

  it('names a host file deleted from the build', async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    rmSync(path.join(dist, '_headers'));
    expect(await hostFilesDrift(dist)).toEqual([
      {
        file: '_headers',
        what: 'is missing, so Netlify and Cloudflare Pages would serve the site without what it says',
      },
    ]);
  });

  it('names the page whose policy a hand-edited file no longer carries', async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    writeFileSync(
      path.join(dist, 'hosts/nginx.conf'),
      written('hosts/nginx.conf').replaceAll('sha256-deutsch=', 'sha256-old='),
    );
    writeFileSync(path.join(dist, 'vercel.json'), written('vercel.json').replace('nosniff', 'sniff'));
    expect(await hostFilesDrift(dist)).toEqual([
      { file: 'vercel.json', what: 'differs from what the build wrote for Vercel' },
      { file: 'hosts/nginx.conf', what: expect.stringContaining('Content-Security-Policy of /portfolio/de/,') },
    ]);
  });

  it('says nothing before the first build', async () => {
    expect(await hostFilesDrift(path.join(tmpdir(), 'no-build-here'))).toEqual([]);
  });
});

describe('_headers (Netlify, Cloudflare Pages)', () => {
  /** Each rule's path and its `Name: value` lines, as those hosts read the file. */
  const rules = () => {
    const parsed = new Map<string, string[]>();
    let current: string[] = [];
    for (const line of written('_headers').split('\n')) {
      if (line.startsWith('#') || line === '') continue;
      if (/^\s/.test(line)) current.push(line.trim());
      else parsed.set(line, (current = []));
    }
    return parsed;
  };

  it('gives each page, at its folder and file address, its own policy with framing forbidden', async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const byPath = rules();
    expect(byPath.get('/portfolio/de/')).toEqual([
      `Content-Security-Policy: ${policies['de/index.html']}; frame-ancestors 'none'`,
    ]);
    expect(byPath.get('/portfolio/de/index.html')).toEqual(byPath.get('/portfolio/de/'));
    expect(byPath.get('/portfolio/')).toEqual([
      `Content-Security-Policy: ${policies['index.html']}; frame-ancestors 'none'`,
    ]);
    expect(byPath.get('/portfolio/de/404.html')).toEqual([
      `Content-Security-Policy: ${policies['de/404.html']}; frame-ancestors 'none'`,
    ]);
  });

  it('warns, naming the first address left out, when Cloudflare Pages would read only the first 100 rules', async () => {
    madeBuild();
    const posts = Array.from({ length: 48 }, (_, index) => `writing/post-${String(index).padStart(2, '0')}/index.html`);
    for (const file of posts) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), readFileSync(path.join(dist, 'index.html')));
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeHostFiles({ dist, base, pages: [...pages, ...posts] });
    expect(warn.mock.calls.flat()).toEqual([
      expect.stringMatching(
        /^hosts: _headers has 104 rules, and Cloudflare Pages reads the first 100: there, 4 addresses from \/portfolio\/writing\/post-46\/ on/,
      ),
    ]);
    warn.mockRestore();
    expect(rules().size).toBe(104);
  });

  it('sends the security headers with every file under the base, the immutable cache with hashed ones only', async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const byPath = rules();
    expect(byPath.get('/portfolio/*')?.map((line) => line.split(':')[0])).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
    expect(byPath.get('/portfolio/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    const cached = [...byPath].filter(([, lines]) => lines.some((line) => line.includes('immutable')));
    expect(cached.map(([rule]) => rule)).toEqual(['/portfolio/assets/*']);
  });
});

describe('_redirects (Netlify)', () => {
  it("answers a missing address with its language's 404 page, the language folder before the base", async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const lines = written('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['/portfolio/de/* /portfolio/de/404.html 404', '/portfolio/* /portfolio/404.html 404']);
  });
});

describe('vercel.json', () => {
  // Vercel's schema for `headers` (@vercel/routing-utils, src/schemas.ts: headersSchema): at most 2048
  // rules of exactly `source` and `headers`, a source up to 4096 characters, at most 1024 headers of
  // exactly `key` (4096) and `value` (32768) each.
  it("holds only what Vercel's headers schema allows", async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const config = JSON.parse(written('vercel.json')) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(['$schema', 'headers']);
    const rules = config.headers as { source: string; headers: { key: string; value: string }[] }[];
    expect(rules.length).toBeLessThanOrEqual(2048);
    for (const rule of rules) {
      expect(Object.keys(rule).sort()).toEqual(['headers', 'source']);
      expect(rule.source.length).toBeLessThanOrEqual(4096);
      expect(rule.headers.length).toBeLessThanOrEqual(1024);
      for (const header of rule.headers) {
        expect(Object.keys(header).sort()).toEqual(['key', 'value']);
        expect(header.key.length).toBeLessThanOrEqual(4096);
        expect(header.value.length).toBeLessThanOrEqual(32768);
      }
    }
  });

  it('matches with path-to-regexp sources: "(.*)" for everything below, plain addresses for pages', async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const { headers: rules } = JSON.parse(written('vercel.json')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    // Outside `(.*)`, a source holds none of path-to-regexp's syntax (: ( ) * ? + { }), so it matches itself.
    for (const { source } of rules) expect(source.replace(/\(\.\*\)$/, '')).toMatch(/^\/[^:()*?+{}]*$/);
    const policyOf = (source: string) =>
      rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Content-Security-Policy')
        ?.value;
    expect(policyOf('/portfolio/de/')).toBe(`${policies['de/index.html']}; frame-ancestors 'none'`);
    expect(rules.find((rule) => rule.source === '/portfolio/assets/(.*)')?.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
    expect(rules.find((rule) => rule.source === '/portfolio/(.*)')?.headers.map((header) => header.key)).toContain(
      'Strict-Transport-Security',
    );
  });
});

describe("the servers' files", () => {
  it("nginx: each page's policy in its own exact location, each language folder with its 404 page", async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const conf = written('hosts/nginx.conf');
    expect(conf).toMatch(/error_page 404 \/portfolio\/404\.html;/);
    expect(conf).toMatch(/location \/portfolio\/de\/ \{\s+error_page 404 \/portfolio\/de\/404\.html;/);
    expect(conf).toContain(`location = /portfolio/de/index.html {`);
    expect(conf).toContain(
      `add_header Content-Security-Policy "${policies['de/index.html']}; frame-ancestors 'none'" always;`,
    );
  });

  it("Caddy: each page's policy by its addresses, each language folder with its 404 page", async () => {
    await writeHostFiles({ dist: madeBuild(), base, pages });
    const caddy = written('hosts/Caddyfile');
    expect(caddy).toContain('path /portfolio/de/ /portfolio/de/index.html');
    expect(caddy).toMatch(/path \/portfolio\/de\/\*\s+handle @notFound\d+ \{\s+rewrite \* \/portfolio\/de\/404\.html/);
  });
});
