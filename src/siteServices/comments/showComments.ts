/**
 * The comments' script, on the pages that show them (posts, case studies) when the content turns
 * them on: the prerendered section becomes giscus' frame once the visitor nears it or asks for it.
 */
import { forgetSession, takeSession } from './giscusSession';
import {
  giscusTheme,
  themeMessage,
  widgetAddress,
  widgetMessage,
  type CommentsWidget,
  type WidgetPage,
} from './giscusWidget';

/** How far below the screen the frame starts loading: it is there by the time the visitor scrolls to it. */
const NEAR = '0px 0px 600px 0px';

const section = document.querySelector<HTMLElement>('[data-comments]');
if (section) offerComments(section);

function offerComments(section: HTMLElement) {
  const widget = JSON.parse(section.dataset.comments ?? '') as CommentsWidget;
  const holder = section.querySelector<HTMLElement>('[data-comments-frame]')!;
  const button = holder.querySelector('button')!;
  const session = takeSession();
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    near.disconnect();
    showFrame(section, holder, widget, session, document.activeElement === button);
  };
  const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
    rootMargin: NEAR,
  });
  button.addEventListener('click', show);
  button.hidden = false;
  near.observe(section);
}

/** The scheme the page is drawn in (`data-scheme` on <html>, which src/services/colourScheme.ts sets). */
const pageTheme = () => giscusTheme(document.documentElement.getAttribute('data-scheme'));

function showFrame(section: HTMLElement, holder: HTMLElement, widget: CommentsWidget, session: string, focus: boolean) {
  const page = (): WidgetPage => ({
    address: `${location.origin}${location.pathname}#${section.id}`,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    theme: pageTheme(),
    session,
  });
  const frame = document.createElement('iframe');
  frame.className = 'comments__widget';
  frame.title = section.querySelector('h2')?.textContent ?? '';
  frame.allow = 'clipboard-write';
  frame.src = widgetAddress(widget, page());
  holder.replaceChildren(frame);
  if (focus) frame.focus();

  addEventListener('message', (event) => {
    const said = widgetMessage(event, widget.host, frame.contentWindow);
    if (!said) return;
    if ('height' in said) {
      frame.style.height = `${said.height}px`;
    } else {
      forgetSession();
      session = '';
      frame.src = widgetAddress(widget, page());
    }
  });
  new MutationObserver(() => frame.contentWindow?.postMessage(themeMessage(pageTheme()), widget.host)).observe(
    document.documentElement,
    { attributes: true, attributeFilter: ['data-scheme'] },
  );
}
