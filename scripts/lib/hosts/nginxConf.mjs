// `hosts/nginx.conf`: a `server` block for nginx, to include in the `http` block of one's own nginx.
import { everyFileHeaders, hashedFileCaching } from './securityHeaders.mjs';

/** The two lines the owner sets (docs/deploying.md): the port, and the folder holding `<base>` (dist/ uploaded into it). */
export const nginxListen = 'listen 80;';
export const nginxRoot = 'root /srv/www;';

/**
 * nginx sends a location's `add_header` lines only, never the server's too, so each location carries
 * every header; `always` sends them with a 404 as well.
 * @param {import('./hostPlan.mjs').HostPlan} plan
 */
export function nginxConf({ base, pages, notFound, hashedFolder }) {
  /** @param {import("./securityHeaders.mjs").Header[]} extra */
  const headers = (extra) =>
    [...everyFileHeaders, ...extra].map(([name, value]) => `add_header ${name} "${value}" always;`);
  /** @param {string} match @param {string[]} lines */
  const location = (match, lines) => [`location ${match} {`, ...lines.map((line) => `    ${line}`), '}'];
  const [baseNotFound] = notFound.filter(({ folder }) => folder === base);
  const body = [
    nginxListen,
    `# dist/'s files go into <root>${base}`,
    nginxRoot,
    // A folder asked for without its slash (/de) is sent to it with one (/de/), by path: no loop, any port.
    'absolute_redirect off;',
    'server_tokens off;',
    ...(baseNotFound ? [`error_page 404 ${baseNotFound.page};`] : []),
    ...location(base, headers([])),
    ...location(`^~ ${hashedFolder}`, headers([['Cache-Control', hashedFileCaching]])),
    ...notFound
      .filter(({ folder }) => folder !== base)
      .flatMap(({ folder, page }) => location(folder, [`error_page 404 ${page};`, ...headers([])])),
    ...pages.flatMap(({ urls, policy }) =>
      urls.flatMap((url) => location(`= ${url}`, headers([['Content-Security-Policy', policy]]))),
    ),
  ];
  return `# Written by the build (scripts/lib/hosts/): nginx's server block for this site (docs/deploying.md).\nserver {\n${body.map((line) => `    ${line}`).join('\n')}\n}\n`;
}
