import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diagnose } from '../../../scripts/doctor/checks.mjs';
import { ownerContentFile as contentFile } from '../../../scripts/lib/makeItYours.mjs';

// The doctor on an owner's content written here, not on the template's placeholder (src/placeholder/site.ts).

const root = mkdtempSync(path.join(tmpdir(), 'doctor content '));
writeFileSync(path.join(root, 'LICENSE'), 'Copyright (c) 2026 Noa Levi\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
};

/** An owner's content, complete: the doctor lists nothing in it. */
const own = {
  owner: {
    name: 'Noa Levi',
    role: 'Frontend developer',
    greeting: 'Hi, I am',
    email: 'noa@noa-levi.dev',
    phone: '+972 3 000 0000',
    photo: { src: 'noa.jpg', alt: 'Noa' },
  },
  site: {
    origin: 'https://noa-levi.dev',
    title: 'Noa Levi',
    description: 'Frontend developer in Tel Aviv',
    notFound: { title: 'Not found', text: 'Nothing here.', link: 'Back to the portfolio' },
  },
  socials: [{ kind: 'code', label: 'GitHub', icon: 'github', href: 'https://github.com/noa-levi' }],
  projects: [
    {
      id: 1,
      title: 'Klangwald',
      text: 'A map of forest sounds.',
      image: { src: 'projects/klangwald.jpg', alt: 'A forest' },
      type: 'spa',
      hrefLive: 'https://klangwald.noa-levi.dev',
      hrefCode: 'https://github.com/noa-levi/klangwald',
    },
  ],
  experience: {
    entries: [
      {
        role: 'Developer',
        organisation: 'Acme',
        place: 'Haifa',
        start: '2022-03',
        end: 'now',
        lines: ['Built things.'],
        link: 'https://acme.co.il',
      },
    ],
  },
  caseStudyLabels: { link: 'Case study' },
};

type Own = typeof own;

/** Where and what the doctor lists in the content file. */
function listed(content: Own): string[] {
  return diagnose({ root, content, env })
    .filter((finding) => finding.file === contentFile)
    .map(({ where, what }) => `${where}: ${what}`);
}

const withProject = (project: Partial<Own['projects'][number]>): Own => ({
  ...own,
  projects: [{ ...own.projects[0]!, ...project }],
});

describe('npm run doctor on content of the owner\u2019s', () => {
  it('lists nothing in complete content', () => {
    expect(listed(own)).toEqual([]);
  });

  it('takes a project\u2019s hrefLive or hrefCode of "#" as the docs do: not available, not a placeholder', () => {
    expect(listed(withProject({ hrefLive: '#', hrefCode: '#' }))).toEqual([]);
  });

  it('still lists "#" where it means nothing: a social\u2019s href, an experience entry\u2019s link', () => {
    const socials = [{ ...own.socials[0]!, href: '#' }];
    const experience = { entries: [{ ...own.experience.entries[0]!, link: '#' }] };
    expect(listed({ ...own, socials, experience })).toEqual([
      'socials[0].href: "#": a link to nowhere',
      'experience.entries[0].link: "#": a link to nowhere',
    ]);
  });

  it('lists site.origin on a domain kept for examples, as it lists the e-mail there', () => {
    const onExample = {
      ...own,
      owner: { ...own.owner, email: 'noa@noa.example' },
      site: { ...own.site, origin: 'https://noa.example' },
    };
    expect(listed(onExample)).toEqual([
      'owner.email: "noa@noa.example": a placeholder e-mail address',
      'site.origin: "https://noa.example": a placeholder address (a domain kept for examples)',
    ]);
    expect(listed({ ...own, site: { ...own.site, origin: 'https://www.example.com' } })).toEqual([
      'site.origin: "https://www.example.com": a placeholder address (a domain kept for examples)',
    ]);
  });
});
