import { caseStudyPath, caseStudySlug } from '../../src/caseStudy/caseStudyAddress';
import { projects } from '../fixtures/content-full/site';
import { KB } from '../support/distBundle';
import { firstLoad } from '../support/firstLoad';
import { expect, test } from '../e2e/fixtures';

/** A case study's first load over the network, gzipped as a host sends it (issue #30: as the main page's bar). */
const CASE_STUDY_FIRST_LOAD = 100 * KB;

const studies = projects.filter((project) => project.caseStudy).map((project) => caseStudySlug(project.caseStudy!));

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  for (const slug of studies) {
    test(`the case study ${slug}: first load at ${viewport.width} px at most 100 KB gzip, with no script and nothing of the scene`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const loads = await firstLoad(page, `./${caseStudyPath(slug)}`);
      const total = loads.reduce((sum, load) => sum + load.bytes, 0);
      test.info().annotations.push({ type: 'first load', description: `${slug}: ${(total / KB).toFixed(1)} KB at ${viewport.width} px` });
      expect(total, `${slug}'s first load`).toBeLessThanOrEqual(CASE_STUDY_FIRST_LOAD);
      expect(loads.filter((load) => /javascript|wasm/.test(load.type) || /\.(js|glsl)$/.test(new URL(load.url).pathname)).map((load) => load.url)).toEqual([]);
      expect(await page.locator('canvas, [data-hero-poster]').count(), 'no scene').toBe(0);
    });
  }
}
