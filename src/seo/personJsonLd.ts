import { siteLanguages, type PageLanguage } from '@/language/siteLanguages';
import { photoSize } from 'virtual:theme';
import { photoSlot } from '@/theme/imageSlots';
import { imageFile } from '@/ui/imageFiles';
import { publicUrl } from './pageUrl';
import { workJsonLd } from './workJsonLd';

/**
 * schema.org `Person` for the owner, from the content in the page's language, with the work history
 * when there is one; on a site in several languages, the `ProfilePage` about them in that language.
 */
export function personJsonLd(origin: string, base: string, url: string, language: PageLanguage) {
  const { experience, owner, socials } = language.content;
  const { widths } = photoSlot(photoSize);
  const widestPhoto = widths[widths.length - 1]!;
  const person = {
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
  const context = 'https://schema.org';
  if (siteLanguages.length < 2) return { '@context': context, ...person };
  return { '@context': context, '@type': 'ProfilePage', url, inLanguage: language.lang, mainEntity: person };
}
