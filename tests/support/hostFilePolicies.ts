import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The host files that carry response headers (`_redirects` carries none), each with how its Content-Security-Policy values are written. */
const policyReaders = {
  _headers: (text: string) => [...text.matchAll(/^\s+Content-Security-Policy: (.+)$/gm)].map((match) => match[1]!),
  'vercel.json': (text: string) =>
    (JSON.parse(text) as { headers: { headers: { key: string; value: string }[] }[] }).headers.flatMap(({ headers }) =>
      headers.filter(({ key }) => key === 'Content-Security-Policy').map(({ value }) => value),
    ),
  'hosts/nginx.conf': (text: string) =>
    [...text.matchAll(/add_header Content-Security-Policy "([^"]+)"/g)].map((match) => match[1]!),
  'hosts/Caddyfile': (text: string) =>
    [...text.matchAll(/header (?:@\w+ )?Content-Security-Policy "([^"]+)"/g)].map((match) => match[1]!),
};

/** Every distinct header policy each host file of a build carries (one per page, and per 404 answer, before deduplication). */
export function hostFilePolicies(outDir: string): Record<keyof typeof policyReaders, string[]> {
  return Object.fromEntries(
    Object.entries(policyReaders).map(([file, read]) => [
      file,
      [...new Set(read(readFileSync(path.join(outDir, file), 'utf8')))],
    ]),
  ) as Record<keyof typeof policyReaders, string[]>;
}
