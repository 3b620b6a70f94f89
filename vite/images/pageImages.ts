import { fileURLToPath } from 'node:url';
import { owner, projects } from '../../src/content/site.ts';
import { photoSlot, projectSlot } from '../../src/theme/imageSlots.ts';
import type { ImageRequest } from './renditions.ts';

const imageDir = fileURLToPath(new URL('../../src/content/images/', import.meta.url));

/** Every content image the page shows, in its place. */
export function pageImages(): ImageRequest[] {
  return [
    { by: 'owner.photo', image: owner.photo, slot: photoSlot, dir: imageDir },
    ...projects.map((project) => ({ by: `project ${project.id} "${project.title}"`, image: project.image, slot: projectSlot, dir: imageDir })),
  ];
}
