/**
 * The page when the content leaves the work history and the résumé empty, whatever the rest of the
 * content says: no Experience section, no menu item for it, no résumé link, no work in the JSON-LD.
 */
import { describe, expect, it, vi } from 'vitest';
import * as content from '@/placeholder/site';
import { headTags, render } from '@/entry-server';
import { menuTitles, pdfLinks, sectionIds } from '../../support/renderedPage';

vi.mock('virtual:site-languages', async () => {
  const { sitePages } = await import('../../support/sitePages');
  const content = await import('@/placeholder/site');
  return { siteLanguages: sitePages({ ...content, experience: { ...content.experience, entries: [] }, resume: null }) };
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
