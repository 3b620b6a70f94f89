import { caseStudyLabels, projects } from '../fixtures/content-full/site';
import { expect, test } from '../e2e/fixtures';

const withStudy = projects.filter((project) => project.caseStudy);

for (const width of [360, 390]) {
  test(`at ${width} px each link of a card with a case study reads on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('./#projects');
    for (const project of withStudy) {
      const links = page.getByRole('article', { name: project.title }).locator('p:last-child > *');
      await expect(links.filter({ hasText: caseStudyLabels.link })).toHaveCount(1);
      const lines = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element.firstChild!);
          return {
            text: element.firstChild!.textContent,
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          };
        }),
      );
      expect(lines, project.title).toEqual(lines.map(({ text }) => ({ text, lines: 1 })));
    }
  });
}
