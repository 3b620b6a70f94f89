import { describe, expect, it } from 'vitest';
import { figureSlot, projectSlot } from '@/theme/imageSlots';
import { oncePerFile } from '../../../vite/images/contentImages';
import type { ImageRequest } from '../../../vite/images/renditions';

// A project's picture on its card and again in its case study makes one set of files, as long as
// both ask for the same crop.

const dir = '/site/src/content/images';
const card = (focus?: { x: number; y: number }): ImageRequest => ({
  by: 'project 3 "Klangwald"',
  image: { src: 'projects/klangwald.jpg', alt: 'A forest of sound waves', ...(focus && { focus }) },
  slot: projectSlot,
  dir,
});
const figure = (focus?: { x: number; y: number }): ImageRequest => ({
  by: 'src/content/case-studies/klangwald.md:12',
  image: { src: 'projects/klangwald.jpg', alt: 'The map as it opens', ...(focus && { focus }) },
  slot: figureSlot,
  dir,
});

describe('each content image once', () => {
  it('takes the centre written out and the centre left out as the same crop', () => {
    expect(oncePerFile([card({ x: 0.5, y: 0.5 }), figure()])).toEqual([card({ x: 0.5, y: 0.5 })]);
    expect(oncePerFile([card(), figure({ x: 0.5, y: 0.5 })])).toEqual([card()]);
  });

  it('takes a focus written in either order as the same', () => {
    expect(
      oncePerFile([card({ x: 0.3, y: 0.6 }), figure({ y: 0.6, x: 0.3 } as { x: number; y: number })]),
    ).toHaveLength(1);
  });

  it('still fails naming both when they ask for different crops of the same files', () => {
    expect(() => oncePerFile([card({ x: 0.5, y: 0.5 }), figure({ x: 0.2, y: 0.5 })])).toThrow(
      'project 3 "Klangwald" and src/content/case-studies/klangwald.md:12 crop projects/klangwald.jpg differently (shape or focus)',
    );
    expect(() => oncePerFile([card(), figure({ x: 0.5, y: 0.4 })])).toThrow(/differently/);
  });
});
