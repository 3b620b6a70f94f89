/** The published address of the page: the site's origin plus the build's base path, e.g. `/portfolio/`. */
export function pageUrl(origin: string, base: string): string {
  return new URL(base, withoutTrailingSlash(origin)).href;
}

/** An absolute URL for a file under `public/`, as deployed. */
export function publicUrl(origin: string, base: string, file: string): string {
  return new URL(file, pageUrl(origin, base)).href;
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}
