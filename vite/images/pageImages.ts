import { fileURLToPath } from 'node:url';
import { owner, projects } from '../../src/content/site.ts';
import { photoSlot, projectSlot } from '../../src/theme/imageSlots.ts';
import { photoSizeOf, readTokens } from '../themeTokens.ts';
import type { ImageRequest } from './renditions.ts';

const imageDir = fileURLToPath(new URL('../../src/content/images/', import.meta.url));
const tokensFile = fileURLToPath(new URL('../../src/theme/tokens.css', import.meta.url));

/** Every content image the page shows, in its place; the photo at the sizes the theme draws it. */
export function pageImages(): ImageRequest[] {
  const tokens = readTokens(tokensFile);
  const photoSize = photoSizeOf(tokens);
  return [
    { by: 'owner.photo', image: owner.photo, slot: photoSlot(photoSize), dir: imageDir },
    ...projects.map((project) => ({ by: `project ${project.id} "${project.title}"`, image: project.image, slot: projectSlot, dir: imageDir })),
  ];
}
