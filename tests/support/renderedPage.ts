/** Reading the prerendered page's HTML in unit tests, which run without a DOM. */

/** Texts of the links of every `<nav aria-label="…">` with that label, one list per menu. */
export function menuTitles(html: string, label: string): string[][] {
  const menus = html
    .split(`<nav aria-label="${label}">`)
    .slice(1)
    .map((rest) => rest.slice(0, rest.indexOf('</nav>')));
  return menus.map((menu) => [...menu.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!));
}

/** The opening tags of every `<a>` whose href ends in `.pdf`. */
export function pdfLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="[^"]*\.pdf"[^>]*>/g)].map((match) => match[0]);
}

/** The ids of the page's sections, top to bottom. */
export function sectionIds(html: string): string[] {
  return [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]!);
}
