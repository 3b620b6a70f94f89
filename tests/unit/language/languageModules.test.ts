import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../vite/content/contentModule';
import { languagesOf } from '../../../vite/content/languagesOf';
import { languageModules } from '../../../vite/languageModules';
import * as placeholder from '../../../src/placeholder/site';
import { pluginModule } from '../../support/pluginModule';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const files = { contentModule: 'site.ts', switchFile: 'LanguageSwitch.tsx' };

describe("the page's language modules", () => {
  it('give a one-language page no switch, no other language and no chunk of words', async () => {
    const plugin = languageModules(languagesOf(placeholder), files);
    expect(await pluginModule(plugin, 'virtual:language-switch')).toBe('export const LanguageSwitch = null;');
    expect(await pluginModule(plugin, 'virtual:page-languages')).toBe(
      [
        'export const pageLanguages = [{"lang":"en","name":"English","dir":"ltr","path":""}];',
        'export const translationChunks = null;',
      ].join('\n'),
    );
  });

  it('load each other language from the file its words are exported from, declared free of side effects, with its latest posts', async () => {
    const fixture = path.join(root, 'tests', 'fixtures', 'content-full');
    const site = await loadSite(path.join(fixture, 'site.ts'));
    const plugin = languageModules(site.languages, { ...files, contentModule: site.module });
    const list = (await pluginModule(plugin, 'virtual:page-languages'))!;
    expect(list).toContain('"ru": () => import("virtual:translation/ru")');
    expect(list).toContain('"ar": () => import("virtual:translation/ar")');
    expect(list).not.toContain('Ваше Имя');
    const russian = path.join(fixture, 'languages', 'ru.ts');
    expect(await pluginModule(plugin, 'virtual:translation/ru')).toBe(
      [
        `import { ru as words } from ${JSON.stringify(russian)};`,
        'export const translation = { ...{"lang":"ru","name":"Русский","dir":"ltr"}, words };',
        'export { default as latestPosts } from "virtual:latest-posts/ru";',
      ].join('\n'),
    );
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform('export const ru = {};', russian)).toEqual({
      code: 'export const ru = {};',
      moduleSideEffects: false,
    });
    expect(transform('export const x = 1;', path.join(fixture, 'site.ts'))).toBeNull();
  });

  it('read words made inside the content module from its `languages`', async () => {
    const site = await loadSite(path.join(root, 'tests', 'fixtures', 'shapes', 'german-default.ts'));
    const plugin = languageModules(site.languages, { ...files, contentModule: site.module });
    expect(await pluginModule(plugin, 'virtual:translation/en')).toBe(
      [
        `import { languages } from ${JSON.stringify(site.module)};`,
        'const { words } = languages.others[0];',
        'export const translation = { ...{"lang":"en","name":"English","dir":"ltr"}, words };',
        'export { default as latestPosts } from "virtual:latest-posts/en";',
      ].join('\n'),
    );
  });
});
