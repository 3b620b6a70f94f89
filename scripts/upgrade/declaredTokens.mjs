// Which custom properties a stylesheet declares, read the same way by the build (vite/themeTokens.ts)
// and by `npm run upgrade`. It lives in scripts/upgrade/ because the upgrade runs as the release's
// copy of scripts/upgrade.mjs and scripts/upgrade/ alone, checked out into an older fork: it can
// import nothing of ours from outside this folder.

/**
 * A stylesheet without its comments.
 * @param {string} css
 */
export function withoutComments(css) {
  return css.replace(/\/\*[^]*?\*\//g, '');
}

/**
 * The custom properties a stylesheet declares, each with its value as written (comments left out).
 * @param {string} css
 * @returns {Map<string, string>}
 */
export function declaredTokens(css) {
  return new Map(
    [...withoutComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      String(name),
      String(value).trim(),
    ]),
  );
}
