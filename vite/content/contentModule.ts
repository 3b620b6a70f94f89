import { runnerImport } from 'vite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Content, Languages } from '../../src/contentShape/types.ts';
import type { Services } from '../../src/contentShape/services.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { languagesOf, type SiteLanguages } from './languagesOf.ts';
import { projectKindMistakes } from './projectKinds.ts';
import { serviceMistakes } from './serviceMistakes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

import { contentModule, ownerContentModule, placeholderContentModule } from '../../scripts/lib/contentModule.mjs';

export { contentModule, ownerContentModule, placeholderContentModule };

/** The folder a content module's pictures (`images/`), icons, case studies and PDFs are named from. */
export function contentFolder(module: string): string {
  return path.dirname(module);
}

/**
 * A content folder's own optional file (`scene.ts`, the owner's tuning; `theme.css`, their tokens),
 * else the placeholder's, which changes nothing: a folder made before the file existed still builds.
 */
export function optionalContentFile(folder: string, name: string): string {
  const own = path.join(folder, name);
  return existsSync(own) ? own : path.join(path.dirname(placeholderContentModule), name);
}

/**
 * The theme's stylesheets in cascade order: the template's tokens (the spec's), then the content
 * folder's `theme.css`; for the light scheme, those, the template's light tokens, then the folder's
 * `theme-light.css`. Each reader of the tokens (page, share card, scene, print) reads these.
 */
export function themeFiles(folder: string): { tokens: string[]; light: string[] } {
  const tokens = [templateTheme.tokens, optionalContentFile(folder, 'theme.css')];
  const ownLight = path.join(folder, 'theme-light.css');
  return { tokens, light: [...tokens, templateTheme.light, ...(existsSync(ownLight) ? [ownLight] : [])] };
}

/** The template's theme tokens: the spec's colours and sizes, and the light scheme's colours. */
export const templateTheme = {
  tokens: path.join(root, 'src', 'theme', 'tokens.css'),
  light: path.join(root, 'src', 'theme', 'tokens-light.css'),
};

/** A content module's exports: the default language's content, the site's languages and the services it turns on. */
export type SiteContent = Content & { languages: Languages; services?: Services };

/** A content module as the doctor reads it, unchecked: its exports. */
export const readContent = async (module: string): Promise<SiteContent> =>
  (await runnerImport<SiteContent>(module)).module;

/**
 * The site a build makes: its content module, the folder its files are named from, its content,
 * loaded once (the dev server starts again when it changes: restartOnContent.ts), and its languages.
 * The build's one door to the content: every plugin, the case studies and the CV read this value.
 */
export interface Site {
  module: string;
  folder: string;
  content: SiteContent;
  languages: SiteLanguages;
}

export async function loadSite(module: string = contentModule()): Promise<Site> {
  const { module: content } = await runnerImport<SiteContent>(module);
  const mistakes = [...projectKindMistakes(content), ...serviceMistakes(content.services)];
  if (mistakes.length > 0) throw new Error(`${displayPath(module, root)}: ${mistakes.join('; ')}`);
  return { module, folder: contentFolder(module), content, languages: languagesOf(content, displayPath(module, root)) };
}
