// `npm run make-it-yours`: copies the placeholder content into src/content/, where it is yours to edit,
// and records the template release the fork stands on (template-release.json: npm run ci-plan reads it).
import { fileURLToPath } from 'node:url';
import { gitIn } from './lib/ciPlan.mjs';
import { copyPlaceholder } from './lib/makeItYours.mjs';
import { releaseRecordFile } from './upgrade/ownersLayer.mjs';
import { releaseAt, writeRelease } from './upgrade/templateRelease.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const written = copyPlaceholder(root);
  console.log(`make-it-yours: your content is in src/content/ (${written.join(', ')}).`);
  try {
    const release = releaseAt(gitIn(root), 'HEAD');
    writeRelease(root, release);
    console.log(
      `make-it-yours: ${releaseRecordFile} records the template's ${release.version} (${release.commit.slice(0, 7)}), which npm test compares your files with.`,
    );
  } catch {
    console.log(
      `make-it-yours: not a git clone, so no ${releaseRecordFile}: npm test runs the template's suite until npm run upgrade writes it.`,
    );
  }
  console.log(
    'Edit src/content/site.ts and your pictures there; `npm start` shows them, `npm run doctor` lists what is left.',
  );
} catch (error) {
  console.error(`make-it-yours: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
