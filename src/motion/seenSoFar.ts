/** The lowest point of the page the viewport has shown so far, in document px. */
let lowestSeen = 0;

/**
 * Starts noting how far down the page the visitor has looked. Run by the bootstrap, before the
 * first paint and long before the sections hydrate, so a block the visitor saw (or scrolled past)
 * while the page script was still on its way is known as seen when its reveal is set up.
 */
export function watchHowFarSeen(view: Window = window): void {
  const note = () => {
    lowestSeen = Math.max(lowestSeen, view.scrollY + view.innerHeight);
  };
  note();
  view.addEventListener('scroll', note, { passive: true });
  view.addEventListener('resize', note, { passive: true });
}

/** True for a block whose top (`top`, px from the viewport's top) the visitor has never had on screen. */
export function stillAhead(top: number, view: Window = window): boolean {
  return top + view.scrollY >= Math.max(lowestSeen, view.scrollY + view.innerHeight);
}
