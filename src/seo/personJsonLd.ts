import { experience, owner, socials } from '@/content/site';
import { photoSize } from 'virtual:theme';
import { photoSlot } from '@/theme/imageSlots';
import { imageFile } from '@/ui/imageFiles';
import { publicUrl } from './pageUrl';
import { workJsonLd } from './workJsonLd';

/** schema.org `Person` for the owner, from the content module, with the work history when there is one. */
export function personJsonLd(origin: string, base: string, url: string) {
  const { widths } = photoSlot(photoSize);
  const widestPhoto = widths[widths.length - 1]!;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    email: `mailto:${owner.email}`,
    telephone: owner.phone,
    url,
    image: publicUrl(origin, base, imageFile(owner.photo.src, widestPhoto, 'webp')),
    sameAs: socials.map((social) => social.href).filter(Boolean),
    ...workJsonLd(experience.entries),
  };
}
