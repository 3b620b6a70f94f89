/**
 * Where the DOM's hero and photo are in the viewport, measured once per frame (before anything
 * animates) into these reused objects. The DOM is found through its data attributes only.
 */
export const heroBox = { left: 0, top: 0, width: 0, height: 0, found: false };
export const photoBox = { centreX: 0, centreY: 0, size: 0, innerRatio: 1, found: false };

let hero: Element | null = null;
let frame: HTMLElement | null = null;
let image: HTMLImageElement | null = null;

export function heroElement(): Element | null {
  if (!hero?.isConnected) hero = document.querySelector('[data-hero]');
  return hero;
}

export function photoFrame(): HTMLElement | null {
  if (!frame?.isConnected) frame = document.querySelector<HTMLElement>('[data-hero-photo]');
  return frame;
}

export function photoImage(): HTMLImageElement | null {
  if (!image?.isConnected) image = photoFrame()?.querySelector('img') ?? null;
  return image;
}

export function measurePage(): void {
  const heroNow = heroElement();
  heroBox.found = heroNow !== null;
  if (heroNow) {
    const rect = heroNow.getBoundingClientRect();
    heroBox.left = rect.left;
    heroBox.top = rect.top;
    heroBox.width = rect.width;
    heroBox.height = rect.height;
  }

  const frameNow = photoFrame();
  const imageNow = photoImage();
  photoBox.found = frameNow !== null && frameNow.offsetWidth > 0;
  if (frameNow && photoBox.found) {
    // The centre survives any transform about it; the size is the untransformed layout width.
    const rect = frameNow.getBoundingClientRect();
    photoBox.centreX = rect.left + rect.width / 2;
    photoBox.centreY = rect.top + rect.height / 2;
    photoBox.size = frameNow.offsetWidth;
    photoBox.innerRatio = imageNow ? imageNow.offsetWidth / frameNow.offsetWidth : 1;
  }
}
