import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('public/_headers (Netlify, Cloudflare Pages)', () => {
  const rules = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
  const headersForAll = rules
    .split('\n')
    .filter((line) => /^\s+\S/.test(line))
    .map((line) => line.trim());

  it('applies to every path and forbids framing, sniffing and full referrers', () => {
    expect(rules).toMatch(/^\/\*$/m);
    expect(headersForAll).toEqual([
      "Content-Security-Policy: frame-ancestors 'none'",
      'X-Frame-Options: DENY',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
    ]);
  });
});
