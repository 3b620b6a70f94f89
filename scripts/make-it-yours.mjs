// `npm run make-it-yours`: copies the placeholder content into src/content/, where it is yours to edit.
import { fileURLToPath } from 'node:url';
import { copyPlaceholder } from './lib/makeItYours.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const written = copyPlaceholder(root);
  console.log(`make-it-yours: your content is in src/content/ (${written.join(', ')}).`);
  console.log(
    'Edit src/content/site.ts and your pictures there; `npm start` shows them, `npm run doctor` lists what is left.',
  );
} catch (error) {
  console.error(`make-it-yours: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
