import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { CaseStudyFacts, ContentImage } from '../../src/contentShape/types.ts';
import type { Site } from '../content/contentModule.ts';
import { caseStudyCard } from '../../src/caseStudies/caseStudyAddress.ts';
import { figureSlot } from '../../src/theme/imageSlots.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';
import { IMAGE_BUDGET, type ImageRequest } from '../images/renditions.ts';
import { caseStudyCardSvg, type BrandColours } from '../images/brandArt.ts';
import { cardLines, siteCardLanguage } from '../images/cardText.ts';
import { virtualDataModule } from '../virtualDataModule.ts';
import { figureMarkup } from './figureMarkup.ts';
import { ContentError, parseCaseStudyFile } from './frontMatter.ts';
import { renderStory, type StoryLink } from './markdown.ts';
import { studyFiles } from './studyFiles.ts';

export interface CaseStudyBuild {
  slug: string;
  /** The language it is written in, and that language's folder under the base (`''`, `ru/`). */
  lang: string;
  dir: 'ltr' | 'rtl';
  folder: string;
  projectId: number;
  /** The project's title in the study's language. */
  title: string;
  /** The file as the owner sees it, e.g. `src/content/case-studies/chase.md`, for messages. */
  file: string;
  facts: CaseStudyFacts;
  html: string;
  headingIds: string[];
  links: StoryLink[];
  /** The story's and the gallery's images, named by file and line. */
  images: ImageRequest[];
  heroImage: ContentImage;
}

interface Options {
  site: Site;
  colours: () => BrandColours;
}

async function readCaseStudies(
  { site: { content, languages, folder: contentFolder } }: Options,
  base: string,
): Promise<CaseStudyBuild[]> {
  const imageDir = path.join(contentFolder, 'images');
  const studies: CaseStudyBuild[] = [];
  // Every study's facts YAML cannot read, told together: an owner mends them all before building again.
  const mistakes: string[] = [];
  for (const { lang, dir, folder, projectId, title, slug, file: named } of studyFiles(languages)) {
    const project = content.projects.find((candidate) => candidate.id === projectId)!;
    const source = path.join(contentFolder, named);
    const file = displayPath(source);
    if (!existsSync(source)) throw new Error(`project ${project.id} "${title}": its case study ${file} is not there`);
    const text = await readFile(source, 'utf8');
    let parsed: ReturnType<typeof parseCaseStudyFile>;
    try {
      parsed = parseCaseStudyFile(text, file);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      mistakes.push(error.message);
      continue;
    }
    // The story's site links lead inside its language's folder; its pictures are the same files in every language.
    const story = renderStory(parsed.body, {
      lineOffset: parsed.bodyOffset,
      file,
      base: `${base}${folder}`,
      figure: (image) => figureMarkup(base, image),
    });
    const imageAt = (image: ContentImage, line: number): ImageRequest => {
      if (!existsSync(path.join(imageDir, image.src))) {
        throw new ContentError(file, line, `the image ${image.src} is not in ${displayPath(imageDir)}/`);
      }
      return { by: `${file}:${line}`, image, slot: figureSlot, dir: imageDir };
    };
    if (studies.some((study) => study.lang === lang && study.slug === slug))
      throw new Error(`${file}: two case studies are called "${slug}"; rename one file`);
    studies.push({
      slug,
      lang,
      dir,
      folder,
      projectId,
      title,
      file,
      facts: parsed.facts,
      html: story.html,
      headingIds: story.headingIds,
      links: story.links,
      images: [
        ...story.images.map(({ image, line }) => imageAt(image, line)),
        ...(parsed.facts.gallery ?? []).map((image, index) => imageAt(image, parsed.galleryLine(index))),
      ],
      heroImage: project.image,
    });
  }
  if (mistakes.length === 1) throw new Error(mistakes[0]);
  if (mistakes.length > 1) throw new Error(`${mistakes.length} case studies have mistakes:\n${mistakes.join('\n')}`);
  return studies;
}

/**
 * The case studies the content's projects name, in each language: each Markdown file read, checked (failing the build
 * with the file and line of the mistake) and turned into safe HTML for `virtual:case-studies`; their
 * images handed to the content-image pipeline (`images`), and a share card each, drawn from the
 * project's picture with the study's words, under the page's folder.
 */
export function caseStudies(options: Options): {
  plugin: Plugin;
  images: () => Promise<ImageRequest[]>;
  studies: () => Promise<CaseStudyBuild[]>;
} {
  const studies = virtualDataModule({
    name: 'case-studies',
    id: 'virtual:case-studies',
    read: (base) => readCaseStudies(options, base),
    exported: (all) =>
      all.map(({ slug, lang, projectId, file, facts, html, headingIds, links }) => ({
        slug,
        lang,
        projectId,
        file,
        facts,
        html,
        headingIds,
        links,
      })),
    assets: (all) => shareCards(all, options),
  });
  return {
    plugin: studies.plugin,
    images: async () => (await studies.data()).flatMap((study) => study.images),
    studies: studies.data,
  };
}

/** Each study's share card, under its page's folder. */
async function* shareCards(studies: CaseStudyBuild[], options: Options) {
  for (const study of studies) {
    const fileName = `${study.folder}${caseStudyCard(study.slug).path}`;
    const source = await shareCard(study, options);
    if (source.length > IMAGE_BUDGET)
      throw new Error(
        `${study.file}: its share card comes out at ${(source.length / 1024).toFixed(1)} KB, over the 100 KB budget`,
      );
    yield { fileName, source };
  }
}

/** The project's picture filling the card, its title and the case study's role (in the study's language) over a band of the page colour. */
async function shareCard(study: CaseStudyBuild, { site, colours }: Options): Promise<Buffer> {
  const { width, height } = caseStudyCard(study.slug);
  const picture = await sharp(path.join(site.folder, 'images', study.heroImage.src))
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .toBuffer();
  const lines = await cardLines(siteCardLanguage(site.languages, study.lang), study.title, study.facts.role, {
    card: `${study.file}: its share card`,
    contentFolder: site.folder,
  });
  const overlay = Buffer.from(
    caseStudyCardSvg(lines.heading, lines.line, { width, height, dir: study.dir }, colours()),
  );
  return sharp(picture)
    .composite([{ input: overlay }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
