import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSize } from 'virtual:theme';
import { photoSlot, projectSlot } from '@/theme/imageSlots';
import { cropBox } from '../../../vite/images/crop';
import { renditions, type ImageRequest } from '../../../vite/images/renditions';

const dir = mkdtempSync(path.join(tmpdir(), 'content-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const heroPhoto = photoSlot(photoSize);
const widest = heroPhoto.widths[heroPhoto.widths.length - 1]!;
/** A source one pixel short of the widest photo file, so too small whatever the photo size. */
const tooSmall = widest - 1;
const request = (src: string, slot = heroPhoto, focus?: { x: number; y: number }): ImageRequest => ({
  by: 'owner.photo',
  image: { src, alt: 'Me', focus },
  slot,
  dir,
});

/** A landscape photo stand-in: left half red, right half blue. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } }, left: width / 2, top: 0 },
  ]);

beforeAll(async () => {
  await halves(2000, 1500).jpeg().toFile(path.join(dir, 'landscape.jpg'));
  await halves(1200, 700).png().toFile(path.join(dir, 'screenshot.png'));
  await sharp({ create: { width: tooSmall, height: tooSmall, channels: 3, background: '#808080' } })
    .webp()
    .toFile(path.join(dir, 'small.webp'));
  writeFileSync(path.join(dir, 'anim.gif'), 'GIF89a');
});

describe('cropBox', () => {
  it('keeps the largest centred region of the wanted shape', () => {
    expect(cropBox(2000, 1500, 1)).toEqual({ left: 250, top: 0, width: 1500, height: 1500 });
    expect(cropBox(1080, 520, 1080 / 520)).toEqual({ left: 0, top: 0, width: 1080, height: 520 });
  });

  it('moves the region toward the focus point, never past an edge', () => {
    expect(cropBox(2000, 1500, 1, { x: 0, y: 0.5 }).left).toBe(0);
    expect(cropBox(2000, 1500, 1, { x: 0.6, y: 0.5 }).left).toBe(450);
    expect(cropBox(2000, 1500, 1, { x: 1, y: 0.5 }).left).toBe(500);
  });
});

// AVIF encoding takes seconds on a busy 2-core machine.
describe('content image renditions', { timeout: 30_000 }, () => {
  it('makes a 2000 × 1500 JPEG into square AVIF and WebP files at every photo width, each within budget', async () => {
    const files = await renditions(request('landscape.jpg'));
    expect(files.map((file) => file.fileName).sort()).toEqual(
      heroPhoto.widths.flatMap((width) => [`images/landscape-${width}.avif`, `images/landscape-${width}.webp`]).sort(),
    );
    for (const file of files) {
      const { width, height, format } = await sharp(file.source).metadata();
      expect(width, file.fileName).toBe(height);
      expect(file.fileName).toContain(`-${width}.`);
      expect(format === 'heif' ? 'avif' : format).toBe(file.fileName.split('.').pop());
      expect(file.source.length).toBeLessThanOrEqual(100 * 1024);
    }
  });

  it('crops around the focus point: far right keeps only the blue half', async () => {
    const [file] = await renditions(request('landscape.jpg', { ...heroPhoto, widths: [widest] }, { x: 1, y: 0.5 }));
    const { dominant } = await sharp(file!.source).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);
  });

  it('crops a PNG screenshot to the card shape', async () => {
    const files = await renditions({
      ...request('screenshot.png', { ...projectSlot, widths: [1080] }),
      by: 'project 7 "Chat"',
    });
    for (const file of files) expect(await sharp(file.source).metadata()).toMatchObject({ width: 1080, height: 520 });
  });

  it('fails naming the item when the source is missing, not a JPEG/PNG/WebP, or too small', async () => {
    await expect(renditions(request('nowhere.jpg'))).rejects.toThrow(/^owner\.photo: .*nowhere\.jpg not found$/);
    await expect(renditions(request('anim.gif'))).rejects.toThrow(
      /^owner\.photo: .*anim\.gif is not a JPEG, PNG or WebP file$/,
    );
    await expect(renditions(request('small.webp'))).rejects.toThrow(
      new RegExp(
        `^owner\\.photo: .*small\\.webp is ${tooSmall} × ${tooSmall} px; .* needs at least ${widest} × ${widest}$`,
      ),
    );
  });

  it('fails naming the file that comes out over the budget', async () => {
    await expect(renditions(request('landscape.jpg', { ...heroPhoto, widths: [widest] }), 200)).rejects.toThrow(
      new RegExp(
        `^owner\\.photo: images/landscape-${widest}\\.(avif|webp) comes out at [\\d.]+ KB, over the 0 KB budget`,
      ),
    );
  });
});
