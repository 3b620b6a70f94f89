import { fileURLToPath } from 'node:url';
import type { Content } from '../../src/contentShape/types.ts';
import { chromeIcons } from '../../src/ui/icons/chromeIcons.ts';
import type { IconRequest } from './sprite.ts';

const uiIconDir = fileURLToPath(new URL('../../src/ui/icons/', import.meta.url));

/** Every icon the page shows: the content's technologies and socials, and the page's own controls. */
export function pageIcons(content: Pick<Content, 'techStack' | 'socials'>, contentFolder: string): IconRequest[] {
  return [
    ...content.techStack.items.map((item) => ({
      by: `techStack item "${item.title}"`,
      icon: item.icon,
      tone: 'brand' as const,
      title: item.title,
      dir: contentFolder,
    })),
    ...content.socials.map((social) => ({
      by: `social "${social.label}"`,
      icon: social.icon,
      tone: 'text' as const,
      title: social.label,
      dir: contentFolder,
    })),
    ...Object.values(chromeIcons).map((file) => ({
      by: 'src/ui/icons',
      icon: file,
      tone: 'text' as const,
      title: file.replace('.svg', ''),
      dir: uiIconDir,
    })),
  ];
}
