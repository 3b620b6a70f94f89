/** What a counter is told of the page being viewed, read from the browser when the view is counted. */
export interface VisitedPage {
  /** The full address, `https://someone.github.io/portfolio/ru/`. */
  href: string;
  hostname: string;
  /** The path and query, `/portfolio/ru/?ref=cv`. */
  path: string;
  title: string;
  /** The page the visitor came from, empty when none. */
  referrer: string;
  /** The visitor's language, `de-DE`. */
  language: string;
  screen: { width: number; height: number; scale: number };
}

export const visitedPage = (): VisitedPage => ({
  href: location.href,
  hostname: location.hostname,
  path: location.pathname + location.search,
  title: document.title,
  referrer: document.referrer,
  language: navigator.language,
  screen: { width: screen.width, height: screen.height, scale: devicePixelRatio },
});
