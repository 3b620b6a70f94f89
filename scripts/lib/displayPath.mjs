// How a message an owner reads names a file: relative to the project and with `/` between folders, as
// the repository, the docs and the other messages write it, whatever the OS (Windows' path functions
// give `src\content\site.ts`). The build (vite/) and the scripts (scripts/) both name files through it.
import path from 'node:path';

/**
 * `file` (absolute, or relative to `root`) as a message shows it: relative to `root`, `/`-separated,
 * e.g. `src/content/icons/missing.svg`; `root` itself is `.`. `flavour` is the OS's path functions
 * (`path.win32` or `path.posix`); the tests pass Windows' to run its cases on any machine.
 * @param {string} file
 * @param {string} [root]
 * @param {import('node:path').PlatformPath} [flavour]
 * @returns {string}
 */
export function displayPath(file, root = process.cwd(), flavour = path) {
  const relative = flavour.relative(root, flavour.resolve(root, file));
  return relative === '' ? '.' : relative.split(flavour.sep).join('/');
}
