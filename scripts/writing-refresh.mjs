// `npm run writing:refresh`: reads the feeds of your posts elsewhere (writing.elsewhere in your content)
// into posts-elsewhere.json beside it, which the build lists and never fetches. A feed that fails is a
// warning, never an error: the file keeps what it had (docs/content.md, "Posts published elsewhere").
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** @type {{ module: typeof import('../vite/writing/elsewhere/refreshContent.ts') }} */
const { module } = await runnerImport(
  fileURLToPath(new URL('../vite/writing/elsewhere/refreshContent.ts', import.meta.url)),
);
const { summary, warnings } = await module.refreshContent();
// On GitHub Actions each warning is an annotation on the run.
const prefix = process.env.GITHUB_ACTIONS === 'true' ? '::warning::' : 'writing:refresh: ';
for (const warning of warnings) console.warn(`${prefix}${warning}`);
console.log(`writing:refresh: ${summary}`);
