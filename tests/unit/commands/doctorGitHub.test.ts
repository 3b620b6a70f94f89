/**
 * `npm run doctor` on an owner's `services.github`: the figures it asks for that github.json does not
 * hold, with the refresh as the fix; no token asked for.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findingLine } from '../../../scripts/doctor/checks.mjs';
import { githubFigures } from '../../../scripts/doctor/github.mjs';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** A repository whose src/content/github.json holds `cache` (none when undefined). */
function repository(cache?: string): string {
  root = mkdtempSync(path.join(tmpdir(), 'doctor github '));
  mkdirSync(path.join(root, 'src', 'content'), { recursive: true });
  if (cache !== undefined) writeFileSync(path.join(root, 'src', 'content', 'github.json'), cache);
  return root;
}

const projects = [
  { hrefCode: 'https://github.com/noa-levi/klangwald' },
  { hrefCode: 'https://gitlab.com/noa-levi/other' },
  { hrefCode: 'https://github.com/noa-levi/tide-table' },
];
const lines = (at: string, content: Parameters<typeof githubFigures>[1]) =>
  githubFigures(at, content).map((finding) => findingLine(finding, at));

describe('npm run doctor on services.github', () => {
  it('names the file when projects are on and it is not there yet', () => {
    const at = repository();
    expect(lines(at, { services: { github: { projects: true } }, projects })).toEqual([
      'src/content/github.json: not there yet, so services.github shows no figures. Fix: run npm run github:refresh and commit the file.',
    ]);
  });

  it('names each GitHub project and the profile the file has no figures of', () => {
    const at = repository(
      JSON.stringify({
        repositories: { 'noa-levi/klangwald': { stars: 3, language: null, pushedAt: '2026-01-01T00:00:00Z' } },
        profiles: {},
      }),
    );
    expect(lines(at, { services: { github: { projects: true, profile: 'noa-levi' } }, projects })).toEqual([
      'src/content/github.json (projects[2].hrefCode): no figures of noa-levi/tide-table. Fix: run npm run github:refresh and commit the file.',
      'src/content/github.json (services.github.profile): no figures of noa-levi. Fix: run npm run github:refresh and commit the file.',
    ]);
  });

  it('names a file that is not JSON', () => {
    const at = repository('{');
    expect(lines(at, { services: { github: { projects: true } }, projects })).toEqual([
      'src/content/github.json: not JSON, which fails the build. Fix: fix it, or delete it and run npm run github:refresh and commit the file.',
    ]);
  });

  it('lists nothing with services.github off or no GitHub project, nor once the file holds every figure: no token asked for', () => {
    const figures = { stars: 3, language: null, pushedAt: '2026-01-01T00:00:00Z' };
    const at = repository(
      JSON.stringify({
        repositories: { 'noa-levi/klangwald': figures, 'noa-levi/tide-table': figures },
        profiles: { 'noa-levi': { publicRepos: 4, followers: 2 } },
      }),
    );
    expect(githubFigures(at, { projects })).toEqual([]);
    expect(githubFigures(at, { services: { github: { projects: true } }, projects: [projects[1]!] })).toEqual([]);
    expect(githubFigures(at, { services: { github: { projects: true, profile: 'noa-levi' } }, projects })).toEqual([]);
  });
});
