/**
 * What the page tells giscus' widget and hears from it: the frame's address, the messages both ways.
 * No DOM here, so the unit tests read it as it runs in the page (showComments.ts).
 */

/** What the prerendered comments section hands its script (`data-comments`), written by the build. */
export interface CommentsWidget {
  /** The giscus origin the frame comes from and the only one whose messages are heard. */
  host: string;
  repo: string;
  repoId: string;
  category: string;
  categoryId: string;
  /** The page's own discussion's title: its path under the base, the language's folder first. */
  term: string;
  /** One of giscus' locales (giscusLocale.ts). */
  locale: string;
}

/** The page as the widget needs it when the frame is made. */
export interface WidgetPage {
  /** The page's address without query and hash, plus `#comments`: where giscus sends a visitor back after signing in. */
  address: string;
  description: string;
  theme: GiscusTheme;
  /** The visitor's giscus session, once signed in; empty otherwise. */
  session: string;
}

export type GiscusTheme = 'light' | 'dark';

/** giscus' theme for the page's colour scheme. */
export const giscusTheme = (scheme: string | null): GiscusTheme => (scheme === 'light' ? 'light' : 'dark');

/**
 * The widget's address: `<host>/<locale>/widget?…`. The discussion is found by `term` in strict mode
 * (giscus matches a hash of the whole term, so `writing/a/` never finds `writing/a-b/`'s).
 */
export function widgetAddress(widget: CommentsWidget, page: WidgetPage): string {
  const query = new URLSearchParams({
    origin: page.address,
    session: page.session,
    theme: page.theme,
    reactionsEnabled: '1',
    emitMetadata: '0',
    inputPosition: 'bottom',
    repo: widget.repo,
    repoId: widget.repoId,
    category: widget.category,
    categoryId: widget.categoryId,
    strict: '1',
    description: page.description,
    backLink: page.address,
    term: widget.term,
  });
  return `${widget.host}/${widget.locale}/widget?${query}`;
}

/** The message that switches the open widget to `theme`, posted to its frame with the host as target origin. */
export const themeMessage = (theme: GiscusTheme) => ({ giscus: { setConfig: { theme } } });

/** What the widget said, when it is a message the page acts on. */
export type WidgetMessage = { height: number } | { signedOut: true };

/**
 * A `message` event read: only one from the host's origin and from the frame itself counts, and of
 * giscus' messages only its height and signing out matter to the page.
 */
export function widgetMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  host: string,
  frame: MessageEventSource | null,
): WidgetMessage | null {
  if (event.origin !== host || event.source !== frame) return null;
  const said: unknown = (event.data as { giscus?: unknown } | null)?.giscus;
  if (typeof said !== 'object' || said === null) return null;
  const { resizeHeight, signOut } = said as { resizeHeight?: unknown; signOut?: unknown };
  if (typeof resizeHeight === 'number' && Number.isFinite(resizeHeight) && resizeHeight > 0)
    return { height: Math.ceil(resizeHeight) };
  if (signOut === true) return { signedOut: true };
  return null;
}
