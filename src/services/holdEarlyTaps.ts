/** Buttons that act only through the page's script; links and the form work without it. */
const scriptButton = 'button[type="button"]';

/**
 * Holds taps on script-driven buttons made after the prerendered page has painted but before React
 * listens, and returns the function that replays them, in order, once it does: a tap on a filter
 * tab or the menu button while the page's script is still on its way is answered late, not lost.
 */
export function holdEarlyTaps(target: Document = document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(scriptButton) : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  target.addEventListener('click', hold, true);
  return () => {
    target.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}
