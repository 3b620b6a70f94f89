import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diagnose } from '../../../scripts/doctor/checks.mjs';

// The doctor on content whose comments are turned on (scripts/doctor/comments.mjs).

const root = mkdtempSync(path.join(tmpdir(), 'doctor comments '));
writeFileSync(path.join(root, 'LICENSE'), 'Copyright (c) 2026 Noa Levi\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const giscus = {
  provider: 'giscus',
  repo: 'noa-levi/site',
  repoId: 'R_kgDOLq3xWw',
  category: 'Comments',
  categoryId: 'DIC_kwDOLq3xW84CbQ2n',
};

/** Content with a post, a page that shows the comments. */
const withAPost = { writing: { posts: [{ slug: 'first-post' }] } };

/** What the doctor lists about the comments of content with these services. */
const listed = (services: unknown, content: Record<string, unknown> = withAPost) =>
  diagnose({ root, content: { ...content, services }, env: {} })
    .filter((finding) => finding.where?.startsWith('services.comments'))
    .map(({ where, what }) => `${where}: ${what}`);

describe('npm run doctor on the comments', () => {
  it('lists nothing when they are off or set up with giscus’ own ids', () => {
    expect(listed(undefined)).toEqual([]);
    expect(listed({ comments: giscus })).toEqual([]);
  });

  it('lists an id still a placeholder, which the build lets through, and the docs’ example repository', () => {
    expect(
      listed({ comments: { ...giscus, repo: 'someone/site', repoId: 'R_xxxxxxxx', categoryId: 'DIC_XXXX' } }),
    ).toEqual([
      'services.comments.repo: "someone/site": an example repository, not yours',
      'services.comments.repoId: "R_xxxxxxxx": a placeholder id, with which giscus finds no discussion',
      'services.comments.categoryId: "DIC_XXXX": a placeholder id, with which giscus finds no discussion',
    ]);
  });

  it('lists comments turned on where no page shows them: no post and no case study', () => {
    expect(listed({ comments: giscus }, {})).toEqual([
      'services.comments: on, but the site has no post and no case study, the only pages that show comments',
    ]);
    expect(listed({ comments: giscus }, { projects: [{ id: 1, caseStudy: 'chase' }] })).toEqual([]);
  });
});
