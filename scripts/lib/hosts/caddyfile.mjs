// `hosts/Caddyfile`: a Caddy site for one's own server (Caddy gets and renews its HTTPS certificate).
import { everyFileHeaders, hashedFileCaching } from './securityHeaders.mjs';

/** The two lines the owner sets (docs/deploying.md): the site's address, and the folder holding `<base>`. */
export const caddyAddress = 'example.com {';
export const caddyRoot = 'root * /srv/www';

/**
 * A missing address is answered, with status 404, by the 404 page of its language's folder.
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function caddyfile({ pages, notFound, hashedFolder }) {
  /** @param {import("./securityHeaders.mjs").Header[]} headers */
  const headerBlock = (headers) => ['header {', ...headers.map(([name, value]) => `\t${name} "${value}"`), '}'];
  const policyOf = (/** @type {string} */ page) => pages.find(({ urls }) => urls.includes(page))?.policy ?? '';
  const lines = [
    '(every_file) {',
    ...headerBlock([...everyFileHeaders]).map((line) => `\t${line}`),
    '}',
    caddyAddress,
    ...[
      `# dist/'s files go into the root's ${hashedFolder.slice(0, -'assets/'.length)}`,
      caddyRoot,
      'encode zstd gzip',
      'import every_file',
      `@hashed path ${hashedFolder}*`,
      `header @hashed Cache-Control "${hashedFileCaching}"`,
      ...pages.flatMap(({ urls, policy }, index) => [
        `@page${index} path ${urls.join(' ')}`,
        `header @page${index} Content-Security-Policy "${policy}"`,
      ]),
      'file_server',
      'handle_errors {',
      ...notFound.flatMap(({ folder, page }, index) => [
        `\t@notFound${index} path ${folder}*`,
        `\thandle @notFound${index} {`,
        `\t\trewrite * ${page}`,
        '\t\timport every_file',
        `\t\theader Content-Security-Policy "${policyOf(page)}"`,
        '\t\tfile_server',
        '\t}',
      ]),
      '}',
    ].map((line) => `\t${line}`),
    '}',
  ];
  return `# Written by the build (scripts/lib/hosts/): Caddy's site for this build (docs/deploying.md).\n${lines.join('\n')}\n`;
}
