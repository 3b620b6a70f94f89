/**
 * The page when the content leaves the work history and the résumé empty, whatever the rest of the
 * content says: no Experience section, no menu item for it, no résumé link, no work in the JSON-LD.
 */
import { describe, expect, it, vi } from 'vitest';
import * as content from '@/placeholder/site';
import type * as Content from '@/placeholder/site';
import { headTags, render } from '@/entry-server';
import { menuTitles, pdfLinks, sectionIds } from '../../support/renderedPage';

vi.mock('@/placeholder/site', async (importOriginal) => {
  const original = await importOriginal<typeof Content>();
  return { ...original, experience: { ...original.experience, entries: [] }, resume: null };
});

describe('the page without experience or résumé', async () => {
  const html = await render();

  it('shows the menus exactly as the content writes them', () => {
    const titles = (menu: readonly { title: string }[]) => menu.map((item) => item.title);
    expect(menuTitles(html, 'Main')).toEqual([titles(content.headerMenu), titles(content.headerMenu)]);
    expect(menuTitles(html, 'Footer')).toEqual([titles(content.footerMenu)]);
  });

  it('has no Experience section and offers no résumé', () => {
    expect(sectionIds(html)).not.toContain('experience');
    expect(html).not.toContain(content.experience.title);
    expect(pdfLinks(html)).toEqual([]);
  });

  it('says nothing of work in the JSON-LD', () => {
    const tags = headTags('/');
    expect(tags).toContain('"@type":"Person"');
    expect(tags).not.toContain('worksFor');
    expect(tags).not.toContain('hasOccupation');
  });
});
