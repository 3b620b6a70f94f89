/**
 * How our scripts start npm without a shell: under `npm run`, Node running npm's own script
 * (npm_execpath), since Windows has no `npm` executable to spawn, only npm.cmd; run directly, the
 * `npm` on the PATH.
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function npmCommand(args) {
  const npmScript = process.env.npm_execpath;
  return npmScript ? [process.execPath, [npmScript, ...args]] : ['npm', args];
}
