import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postSlug } from '../../src/writing/writingAddress';
import * as fixture from '../fixtures/content-full/site';
import { languagesOf } from '../../vite/content/languagesOf';
import { postFiles } from '../../vite/writing/postFiles';
import { parsePostFile } from '../../vite/writing/postFacts';

const folder = path.join(import.meta.dirname, '..', 'fixtures', 'content-full');

/** The fixture's posts in each language that has some, as their files say (drafts included, marked), newest first. */
export const fixturePosts = postFiles(languagesOf(fixture)).map(
  ({ lang, dir, folder: languagePath, writing: words }) => ({
    lang,
    dir,
    path: languagePath,
    words,
    posts: words.posts
      .map((file) => ({
        slug: postSlug(file),
        facts: parsePostFile(readFileSync(path.join(folder, file), 'utf8'), file).facts,
      }))
      .sort((a, b) => b.facts.date.localeCompare(a.facts.date)),
  }),
);
