import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as site from '@/placeholder/site';
import { diagnose } from '../../../scripts/doctor/checks.mjs';
import { templateLicenceHolder } from '../../../scripts/doctor/template.mjs';
import { copyPlaceholder } from '../../../scripts/lib/makeItYours.mjs';
import { experience, resume as writtenCv } from '../../fixtures/content-full/optionalParts';

const root = path.resolve(import.meta.dirname, '../../..');
/** A résumé of the owner's own PDF (the fixture's one-page PDF); the doctor checks the file is there. */
const resume = { src: 'cv.pdf', label: 'Résumé' };
const keys = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
};

/**
 * The template's LICENSE as it ships, its holder the one the doctor asks the owner to replace: written
 * here, never read from the repository, whose LICENSE is the owner's to sign.
 */
const templateLicence = `MIT License

Copyright (c) 2026 ${templateLicenceHolder}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software …
`;

/** What an owner writes over each kind of placeholder. */
const ownWords: [RegExp, string][] = [
  [/Your Name/g, 'Ada Lovelace'],
  [/<YN\/>/g, '<AL/>'],
  [/your-handle/g, 'ada-lovelace'],
  [/example\.com/g, 'ada-lovelace.dev'],
  [/^#$/, 'https://ada-lovelace.dev/work'],
  [/^\+1 555.*/, '+44 20 3000 0000'],
  [/Placeholder (quote|project): /g, ''],
  [/placeholder/gi, 'own'],
  [/goes here/g, 'of mine'],
];

function filled(value: unknown): unknown {
  if (typeof value === 'string') return ownWords.reduce((text, [find, own]) => text.replace(find, own), value);
  if (Array.isArray(value)) return value.map(filled);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)]));
  return value;
}

/** A copy of the template as an owner has it after `npm run make-it-yours`: the placeholder is theirs in src/content/. */
function madeYours(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor filled '));
  for (const part of ['scripts', 'src/placeholder', 'src/contentShape/types.ts'])
    cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  writeFileSync(path.join(dir, 'LICENSE'), templateLicence);
  copyPlaceholder(dir);
  return dir;
}

/** The repository's content with every placeholder replaced, its own pictures, licence and CV, the optional parts on. */
function filledCopy(): { dir: string; content: Record<string, unknown> } {
  const dir = madeYours();
  const content = filled({ ...site, experience, resume }) as Record<string, unknown>;
  const pictures = [
    (content.owner as { photo: { src: string } }).photo,
    ...(content.projects as { image: { src: string } }[]).map((project) => project.image),
  ];
  for (const { src } of pictures)
    writeFileSync(path.join(dir, 'src', 'content', 'images', ...src.split('/')), `a picture of mine: ${src}`);
  cpSync(
    path.join(root, 'tests', 'fixtures', 'content-full', resume.src),
    path.join(dir, 'src', 'content', resume.src),
  );
  writeFileSync(path.join(dir, 'LICENSE'), templateLicence.replace(/Copyright .*/, 'Copyright (c) 2026 Ada Lovelace'));
  return { dir, content };
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copy() {
  const result = filledCopy();
  made.push(result.dir);
  return result;
}

describe('npm run doctor', () => {
  it('lists nothing once every placeholder is replaced and EmailJS is set up', () => {
    const { dir, content } = copy();
    expect(diagnose({ root: dir, content, env: keys }).map(({ where, what }) => `${where}: ${what}`)).toEqual([]);
  });

  it('lists the EmailJS variables left unset, with the file and the fix', () => {
    const { dir, content } = copy();
    const findings = diagnose({ root: dir, content, env: { VITE_EMAILJS_PUBLIC_KEY: 'public-key' } });
    expect(findings).toEqual([
      expect.objectContaining({
        file: '.env.local',
        what: expect.stringMatching(/^VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID unset/),
      }),
    ]);
    expect(findings[0]!.fix).toMatch(/\.env\.example/);
  });

  it('lists a résumé switched on without its PDF, and a work-history entry without lines', () => {
    const { dir, content } = copy();
    rmSync(path.join(dir, 'src', 'content', resume.src));
    const filledExperience = content.experience as typeof experience;
    const [first, ...rest] = filledExperience.entries;
    const gappy = { ...content, experience: { ...filledExperience, entries: [{ ...first!, lines: [] }, ...rest] } };
    const findings = diagnose({ root: dir, content: gappy, env: keys });
    expect(findings.map(({ where }) => where)).toEqual(['resume.src', 'experience.entries[0]']);
  });

  it('asks no PDF file of a résumé the build writes from the content', () => {
    const { dir, content } = copy();
    rmSync(path.join(dir, 'src', 'content', resume.src));
    expect(diagnose({ root: dir, content: { ...content, resume: writtenCv }, env: keys })).toEqual([]);
  });

  it('lists every kind of placeholder: name, e-mail, phone, origin, logo, links, quotes, project tiles, every picture, licence, EmailJS', () => {
    const dir = madeYours();
    made.push(dir);
    const findings = diagnose({ root: dir, content: site, env: {} });
    const where = findings.map((finding) => finding.where ?? finding.file);
    expect(where).toEqual(
      expect.arrayContaining([
        'owner.name',
        'owner.email',
        'owner.phone',
        'site.origin',
        'logoText',
        'socials[0].href',
        'socials[1].href',
      ]),
    );
    expect(where).toEqual(
      expect.arrayContaining(['feedback.slides[0].userName', 'feedback.slides[0].text', 'projects[4].title']),
    );
    const pictures = [site.owner.photo.src, ...site.projects.map((project) => project.image.src)];
    expect(findings.map((finding) => finding.file)).toEqual(
      expect.arrayContaining([
        ...pictures.map((src) => path.join('src', 'content', 'images', ...src.split('/'))),
        'LICENSE',
        '.env.local',
      ]),
    );
    // Texts made from the owner's name are fixed with it: only the name is listed.
    expect(where).not.toContain('site.title');
  });

  it('says where to begin while the owner has no content yet', () => {
    const dir = madeYours();
    made.push(dir);
    rmSync(path.join(dir, 'src', 'content', 'site.ts'));
    expect(diagnose({ root: dir, content: null, env: keys })).toEqual([
      expect.objectContaining({
        file: path.join('src', 'content', 'site.ts'),
        fix: expect.stringContaining('npm run make-it-yours'),
      }),
      expect.objectContaining({ file: 'LICENSE' }),
    ]);
  });

  it('advises with exit code 0, fails with --strict, and writes its list into the job summary', () => {
    const dir = madeYours();
    made.push(dir);
    const summary = path.join(dir, 'summary.md');
    const doctor = (args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'doctor.mjs'), ...args], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          GITHUB_STEP_SUMMARY: summary,
          VITE_EMAILJS_PUBLIC_KEY: '',
          VITE_EMAILJS_SERVICE_ID: '',
          VITE_EMAILJS_TEMPLATE_ID: '',
        },
      });
    const advice = doctor([]);
    expect(advice.status, advice.stderr).toBe(0);
    expect(advice.stdout).toContain(
      'src/content/site.ts (owner.name): "Your Name": placeholder text. Fix: write your own.',
    );
    expect(doctor(['--strict']).status).toBe(1);
    expect(readFileSync(summary, 'utf8')).toContain('- LICENSE: the copyright holder is');
  }, 30_000);
});

describe('npm run make-it-yours', () => {
  it('gives the owner a copy of the placeholder, and never copies over content they have', () => {
    const dir = madeYours();
    made.push(dir);
    expect(readFileSync(path.join(dir, 'src', 'content', 'site.ts'), 'utf8')).toBe(
      readFileSync(path.join(root, 'src', 'placeholder', 'site.ts'), 'utf8'),
    );
    writeFileSync(path.join(dir, 'src', 'content', 'site.ts'), '// mine\n');
    expect(() => copyPlaceholder(dir)).toThrow('src/content/site.ts is there already');
    expect(readFileSync(path.join(dir, 'src', 'content', 'site.ts'), 'utf8')).toBe('// mine\n');
  });
});
