import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { readTokens, tokenColour } from '../../vite/themeTokens';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The page's background, as the theme tokens define it. */
export const pageBackground: Rgb = (() => {
  const hex = tokenColour(readTokens(path.resolve('src/theme/tokens.css')), '--color-bg');
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff };
})();

/** Channel difference from the background above which a pixel counts as drawn (screenshot noise and colour rounding stay below it). */
const drawnAbove = 10;
/** Chroma above which a pixel is the accent ring (the field is grey, the page dark). */
const colouredAbove = 40;
/** The widest an overlay scrollbar is drawn (GTK's Adwaita, hovered: 14 px), CSS px. */
const OVERLAY_SCROLLBAR = 16;
/** Text and borders antialias a little past their boxes. */
const rectMargin = 4;

export interface PageLayout {
  /** The viewport's width with its scrollbar, which the screenshot has, CSS px. */
  viewportWidth: number;
  /** The viewport without scrollbars, CSS px. */
  width: number;
  /**
   * Whether the browser draws its scrollbar over the page (GTK's, in WebKitGTK and Firefox), for a
   * moment after each scroll: browser chrome, not the page, so its strip is not looked at. It runs
   * along the right edge, or the left on a right-to-left page in WebKitGTK: both strips are left out.
   */
  overlayScrollbar: boolean;
  height: number;
  /** Everything the page itself paints here: text, images, controls, boxes with a background, border or shadow. */
  painted: Rect[];
}

/**
 * In the page: what it paints on screen besides the scene (whose canvas and poster are left out),
 * so the rest of the screen must be the page's bare background or the scene.
 */
export function pageLayout(): PageLayout {
  const painted: Rect[] = [];
  const add = (box: DOMRect) => {
    if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) {
      painted.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
    }
  };
  const sceneOwn = (element: Element | null) => Boolean(element?.closest('canvas, [data-hero-poster]'));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.textContent?.trim() || sceneOwn(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) add(box);
      continue;
    }
    const element = node as Element;
    if (sceneOwn(element)) continue;
    const style = getComputedStyle(element);
    const border = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) => Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    const paints =
      /^(img|svg|picture|video|input|textarea|select|button)$/i.test(element.localName) ||
      !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
      style.backgroundImage !== 'none' ||
      style.boxShadow !== 'none' ||
      border ||
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      ['::before', '::after'].some((pseudo) => !/^(none|normal)$/.test(getComputedStyle(element, pseudo).content));
    if (paints) add(element.getBoundingClientRect());
  }
  const root = document.documentElement;
  const overlaid = window.innerWidth === root.clientWidth && root.scrollHeight > root.clientHeight;
  return {
    viewportWidth: window.innerWidth,
    width: root.clientWidth,
    overlayScrollbar: overlaid,
    height: root.clientHeight,
    painted,
  };
}

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
  /** Screen pixels per CSS px. */
  scale: number;
}

export async function decode(png: Buffer, viewportWidth: number): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels, scale: info.width / viewportWidth };
}

export interface StrayPixels {
  /** Pixels of bare background that are not the background colour. */
  stray: number;
  /** Pixels of bare background looked at. */
  sampled: number;
  /** Where the stray pixels are, CSS px. */
  box?: Rect;
}

/** Pixels where the page shows its bare background, and how many of them are not the background colour: the scene's drawing. */
export function strayPixels(pixels: Pixels, layout: PageLayout): StrayPixels {
  const { data, width, height, channels, scale } = pixels;
  const bare = new Uint8Array(width * height);
  const strip = layout.overlayScrollbar ? OVERLAY_SCROLLBAR : 0;
  const left = Math.floor(strip * scale);
  const right = Math.min(width, Math.floor((layout.width - strip) * scale));
  const bottom = Math.min(height, Math.floor(layout.height * scale));
  for (let y = 0; y < bottom; y++) bare.fill(1, y * width + left, y * width + right);
  for (const rect of layout.painted) {
    const x0 = Math.max(0, Math.floor((rect.left - rectMargin) * scale));
    const x1 = Math.min(width, Math.ceil((rect.right + rectMargin) * scale));
    for (
      let y = Math.max(0, Math.floor((rect.top - rectMargin) * scale));
      y < Math.min(height, Math.ceil((rect.bottom + rectMargin) * scale));
      y++
    ) {
      if (x1 > x0) bare.fill(0, y * width + x0, y * width + x1);
    }
  }
  let stray = 0;
  let sampled = 0;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!bare[y * width + x]) continue;
      sampled += 1;
      const i = (y * width + x) * channels;
      const difference = Math.max(
        Math.abs(data[i]! - pageBackground.r),
        Math.abs(data[i + 1]! - pageBackground.g),
        Math.abs(data[i + 2]! - pageBackground.b),
      );
      if (difference <= drawnAbove) continue;
      stray += 1;
      box.left = Math.min(box.left, x / scale);
      box.top = Math.min(box.top, y / scale);
      box.right = Math.max(box.right, (x + 1) / scale);
      box.bottom = Math.max(box.bottom, (y + 1) / scale);
    }
  }
  return { stray, sampled, box: stray > 0 ? box : undefined };
}

/** The box of the accent ring's pixels within `around` grown by `margin`, CSS px; undefined when none is there. */
export function ringBox(pixels: Pixels, around: Rect, margin: number): Rect | undefined {
  const { data, width, height, channels, scale } = pixels;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  const y0 = Math.max(0, Math.floor((around.top - margin) * scale));
  const y1 = Math.min(height, Math.ceil((around.bottom + margin) * scale));
  const x0 = Math.max(0, Math.floor((around.left - margin) * scale));
  const x1 = Math.min(width, Math.ceil((around.right + margin) * scale));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * channels;
      if (
        Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) <=
        colouredAbove
      )
        continue;
      box.left = Math.min(box.left, x / scale);
      box.top = Math.min(box.top, y / scale);
      box.right = Math.max(box.right, (x + 1) / scale);
      box.bottom = Math.max(box.bottom, (y + 1) / scale);
    }
  }
  return Number.isFinite(box.left) ? box : undefined;
}

/** The largest distance between an edge of `a` and the same edge of `b`. */
export function edgeOffset(a: Rect, b: Rect): number {
  return Math.max(
    Math.abs(a.left - b.left),
    Math.abs(a.top - b.top),
    Math.abs(a.right - b.right),
    Math.abs(a.bottom - b.bottom),
  );
}

/** Keeps a screenshot for a person to look at: test-results/engines/<name>.png. */
export async function keepScreenshot(png: Buffer, name: string): Promise<string> {
  const file = path.resolve('test-results', 'engines', `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, png);
  return file;
}
