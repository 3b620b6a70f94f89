import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, type IconRequest } from '../../../vite/icons/sprite';

const TILE = '#232323';
const contentDir = path.resolve(import.meta.dirname, '../../../src/placeholder');
const tech = (icon: string, title = icon): IconRequest => ({
  by: `techStack item "${title}"`,
  icon,
  tone: 'brand',
  title,
  dir: contentDir,
});

describe('the icon sprite built from the content', () => {
  it('draws a simple-icons slug in its brand colour, readable on the tile', () => {
    expect(buildSprite([tech('svelte', 'Svelte')], TILE)).toMatch(
      /<symbol id="brand-svelte" viewBox="0 0 24 24"><title>Svelte<\/title><path fill="#ff3e00" d="M/,
    );
  });

  it('lightens a dark brand colour to 3:1 and paints a near-black one in the text colour', () => {
    expect(buildSprite([tech('redux')], TILE)).not.toContain('fill="#764abc"');
    expect(buildSprite([tech('rust')], TILE)).toContain('fill="currentColor"');
  });

  it('takes an SVG file of the owner with its own viewBox', () => {
    expect(buildSprite([tech('icons/rtk-query.svg', 'RTK Query')], TILE)).toMatch(
      /<symbol id="brand-file-icons-rtk-query" viewBox="0 0 24 24"><title>RTK Query<\/title><g /,
    );
  });

  it('fails naming the item whose icon is unknown, and its file as the repository writes it', () => {
    expect(() =>
      buildSprite([tech('svelte', 'Svelte'), tech('sveltte', 'Svelte typo'), tech('icons/missing.svg', 'Mine')], TILE),
    ).toThrow(
      /techStack item "Svelte typo": "sveltte" is not a simple-icons slug .* nor an \.svg file under src\/placeholder\/\n[\s\S]*techStack item "Mine": src\/placeholder\/icons\/missing\.svg not found/,
    );
  });

  it('draws each icon once, however many items name it', () => {
    const sprite = buildSprite([tech('redux', 'Redux'), tech('redux', 'Redux Toolkit')], TILE);
    expect(sprite.match(/<symbol /g)).toHaveLength(1);
  });
});
