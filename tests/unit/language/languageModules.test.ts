import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../vite/content/contentModule';
import { languagesOf } from '../../../vite/content/languagesOf';
import { pageContentOf } from '../../../vite/content/pageContent';
import { languageModules } from '../../../vite/languageModules';
import * as placeholder from '../../../src/placeholder/site';
import { pluginModule } from '../../support/pluginModule';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const files = { switchFile: 'LanguageSwitch.tsx' };

/** The object literal a page module spreads: its language and content as data. */
const pageData = (module: string) =>
  JSON.parse(module.match(/export const page = \{ \.\.\.(.*), latestPosts \};/)![1]!);

describe("the page's language modules", () => {
  it('give a one-language page no switch and its only page in the app, no chunk of words', async () => {
    const plugin = languageModules(languagesOf(placeholder), files);
    expect(await pluginModule(plugin, 'virtual:language-switch')).toBe('export const LanguageSwitch = null;');
    expect(await pluginModule(plugin, 'virtual:page-languages')).toBe(
      [
        'export const pageLanguages = [{"lang":"en","name":"English","dir":"ltr","path":""}];',
        'export { page as onlyLanguage } from "virtual:page-language/en";',
      ].join('\n'),
    );
    expect(await pluginModule(plugin, 'virtual:page-chunks')).toBe('export const pageChunks = null;');
  });

  it("write each language's page as data, its own words alone, with its latest posts, and the form's messages a chunk of each language's", async () => {
    const site = await loadSite(path.join(root, 'tests', 'fixtures', 'content-full', 'site.ts'));
    const plugin = languageModules(site.languages, files);
    const chunks = (await pluginModule(plugin, 'virtual:page-chunks'))!;
    for (const lang of ['en', 'ru', 'ar'])
      expect(chunks).toContain(`"${lang}": () => import("virtual:page-language/${lang}")`);
    expect(await pluginModule(plugin, 'virtual:page-languages')).toContain('export const onlyLanguage = null;');
    expect(await pluginModule(plugin, 'virtual:page-languages')).not.toContain(site.languages[1].content.owner.role);

    const russian = (await pluginModule(plugin, 'virtual:page-language/ru'))!;
    expect(russian).toContain('import latestPosts from "virtual:latest-posts/ru";');
    const page = pageData(russian);
    expect(page.content).toEqual(JSON.parse(JSON.stringify(pageContentOf(site.languages[1].content))));
    expect(russian).not.toContain(site.languages[0].content.owner.role);
    expect(russian).not.toContain(site.languages[1].formMessages.invalidEmail);
    expect(Object.keys(page.content)).not.toContain('languages');

    const forms = (await pluginModule(plugin, 'virtual:form-messages'))!;
    for (const lang of ['en', 'ru', 'ar'])
      expect(forms).toContain(`"${lang}": () => import("virtual:form-messages/${lang}")`);
    expect(await pluginModule(plugin, 'virtual:form-messages/ru')).toBe(
      `export default ${JSON.stringify(site.languages[1].formMessages)};`,
    );
  });

  it('give the prerender every language’s page', async () => {
    const site = await loadSite(path.join(root, 'tests', 'fixtures', 'shapes', 'german-default.ts'));
    expect(await pluginModule(languageModules(site.languages, files), 'virtual:site-languages')).toBe(
      [
        'import { page as page0 } from "virtual:page-language/de";',
        'import { page as page1 } from "virtual:page-language/en";',
        'import { page as page2 } from "virtual:page-language/fa";',
        'export const siteLanguages = [page0, page1, page2];',
      ].join('\n'),
    );
  });
});
