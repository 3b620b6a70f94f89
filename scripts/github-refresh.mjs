// `npm run github:refresh`: reads the figures services.github asks for (each GitHub project's stars,
// language and last push; the profile's repositories and followers) into github.json beside your
// content, which the build shows and never fetches. A failure is a warning, never an error: the file
// keeps what it had (docs/github.md). GITHUB_TOKEN, when set, lifts GitHub's limit of 60 requests an hour.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** @type {{ module: typeof import('../vite/github/refreshGitHub.ts') }} */
const { module } = await runnerImport(fileURLToPath(new URL('../vite/github/refreshGitHub.ts', import.meta.url)));
const { summary, warnings } = await module.refreshGitHub();
// On GitHub Actions each warning is an annotation on the run.
const prefix = process.env.GITHUB_ACTIONS === 'true' ? '::warning::' : 'github:refresh: ';
for (const warning of warnings) console.warn(`${prefix}${warning}`);
console.log(`github:refresh: ${summary}`);
