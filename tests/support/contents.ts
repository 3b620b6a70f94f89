/**
 * Every content the invariant tests hold: the owner's (src/content/site.ts, once they have one) and
 * the template's own (the placeholder, the full fixture, the shapes unlike ours in tests/fixtures/shapes/),
 * as the suite running asks.
 * What holds for any content is checked on each; nothing here pins a value of the owner's.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Content, Languages } from '@/contentShape/types';
import type { Services } from '@/contentShape/services';

export type ContentModule = Content & { languages: Languages; services?: Services };

export interface ContentUnderTest {
  /** How messages name it: its file, from the project's root. */
  name: string;
  /** The folder its pictures, icons, case studies and PDFs are named from. */
  folder: string;
  content: ContentModule;
}

const root = path.resolve(import.meta.dirname, '../..');

const ownersModule = 'src/content/site.ts';
const templatesModules = [
  'src/placeholder/site.ts',
  'tests/fixtures/content-full/site.ts',
  ...readdirSync(path.join(root, 'tests/fixtures/shapes'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `tests/fixtures/shapes/${file}`),
];
const ownersHere = existsSync(path.join(root, ownersModule)) ? [ownersModule] : [];

/**
 * The content modules every invariant test runs on: the owner's first where there is one, then the
 * template's. The template's suite (TEST_SUITE=template) never reads the owner's; the owner's suite
 * (TEST_SUITE=owner) reads hers alone, or the placeholder her build falls back to while she has none.
 */
export const contentModules = modulesOf(process.env.TEST_SUITE);

function modulesOf(suite: string | undefined): string[] {
  if (suite === 'template') return templatesModules;
  if (suite === 'owner') return ownersHere.length > 0 ? ownersHere : templatesModules.slice(0, 1);
  return [...ownersHere, ...templatesModules];
}

/** Loads each of `contentModules`. */
export async function contentsUnderTest(): Promise<ContentUnderTest[]> {
  return Promise.all(
    contentModules.map(async (name) => {
      const file = path.join(root, name);
      return { name, folder: path.dirname(file), content: (await import(pathToFileURL(file).href)) as ContentModule };
    }),
  );
}
