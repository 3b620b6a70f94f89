import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const testsFolder = path.resolve(import.meta.dirname, '../..');
const specs = readdirSync(testsFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.split(path.sep).join('/'));
const startsTheScene = (source: string) => /\bwithScene\(|scene=software/.test(source);
const usesSceneBrowser = (source: string) => /^test\.use\((\{[^;]*\.\.\.)?sceneBrowser\b/m.test(source);

describe('the Playwright specs that run the scene', () => {
  it('each run in the scene’s browser, the page composited as on a GPU (tests/e2e/scene-helpers.ts)', () => {
    const sceneSpecs = specs.filter((file) => startsTheScene(readFileSync(path.join(testsFolder, file), 'utf8')));
    expect(sceneSpecs.length).toBeGreaterThan(5);
    expect(sceneSpecs.filter((file) => !usesSceneBrowser(readFileSync(path.join(testsFolder, file), 'utf8')))).toEqual(
      [],
    );
  });
});
