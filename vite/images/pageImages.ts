import path from 'node:path';
import type { Content } from '../../src/contentShape/types.ts';
import { photoSlot, projectSlot } from '../../src/theme/imageSlots.ts';
import { themeFiles } from '../content/contentModule.ts';
import { photoSizeOf, readTokens } from '../themeTokens.ts';
import type { ImageRequest } from './renditions.ts';

/** Every content image the page shows, in its place; the photo at the sizes the theme draws it. */
export function pageImages(content: Pick<Content, 'owner' | 'projects'>, contentFolder: string): ImageRequest[] {
  const imageDir = path.join(contentFolder, 'images');
  const photoSize = photoSizeOf(readTokens(...themeFiles(contentFolder).tokens));
  return [
    { by: 'owner.photo', image: content.owner.photo, slot: photoSlot(photoSize), dir: imageDir },
    ...content.projects.map((project) => ({
      by: `project ${project.id} "${project.title}"`,
      image: project.image,
      slot: projectSlot,
      dir: imageDir,
    })),
  ];
}
