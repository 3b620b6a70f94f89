import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diagnose } from '../../../scripts/doctor/checks.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'doctor analytics '));
writeFileSync(path.join(root, 'LICENSE'), 'Copyright (c) 2026 Noa Levi\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the doctor lists of the counter in a content at `origin` with these services. */
const counterFindings = (origin: string, services: unknown) =>
  diagnose({ root, content: { site: { origin }, services }, env: {} })
    .filter((finding) => finding.where?.startsWith('services.'))
    .map(({ where, what, fix }) => ({ where, what, fix }));

describe('npm run doctor on the counter', () => {
  it("lists Plausible's domain when it is not the site's own", () => {
    expect(
      counterFindings('https://noa-levi.dev', { analytics: { provider: 'plausible', domain: 'someone.github.io' } }),
    ).toEqual([
      {
        where: 'services.analytics.domain',
        what: 'Plausible counts the views under "someone.github.io", but the site is at noa-levi.dev (site.origin)',
        fix: "set domain to 'noa-levi.dev', the name you gave the site in Plausible, or site.origin to where the site is",
      },
    ]);
  });

  it("lists nothing when the domain is the site's, with or without www., nor for the other counters or none", () => {
    expect(
      counterFindings('https://www.noa-levi.dev', { analytics: { provider: 'plausible', domain: 'noa-levi.dev' } }),
    ).toEqual([]);
    expect(counterFindings('https://noa-levi.dev', { analytics: { provider: 'goatcounter', code: 'noa' } })).toEqual(
      [],
    );
    expect(counterFindings('https://noa-levi.dev', {})).toEqual([]);
    expect(counterFindings('https://noa-levi.dev', undefined)).toEqual([]);
  });
});
