import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as site from '@/content/site';
import { diagnose } from '../../scripts/doctor/checks.mjs';
import { experience, resume as writtenCv } from '../fixtures/content-full/optionalParts';

const root = path.resolve(import.meta.dirname, '../..');
/** A résumé of the owner's own PDF (the fixture's one-page PDF); the doctor checks the file is there. */
const resume = { src: 'cv.pdf', label: 'Résumé' };
const keys = { VITE_EMAILJS_PUBLIC_KEY: 'public-key', VITE_EMAILJS_SERVICE_ID: 'service', VITE_EMAILJS_TEMPLATE_ID: 'template' };

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
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)]));
  return value;
}

/** The repository's content with every placeholder replaced, its own pictures, licence and CV, the optional parts on. */
function filledCopy(): { dir: string; content: Record<string, unknown> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor filled '));
  cpSync(path.join(root, 'src', 'content'), path.join(dir, 'src', 'content'), { recursive: true });
  const content = filled({ ...site, experience, resume }) as Record<string, unknown>;
  const pictures = [(content.owner as { photo: { src: string } }).photo, ...(content.projects as { image: { src: string } }[]).map((project) => project.image)];
  for (const { src } of pictures) writeFileSync(path.join(dir, 'src', 'content', 'images', ...src.split('/')), `a picture of mine: ${src}`);
  cpSync(path.join(root, 'tests', 'fixtures', 'content-full', resume.src), path.join(dir, 'src', 'content', resume.src));
  writeFileSync(path.join(dir, 'LICENSE'), readFileSync(path.join(root, 'LICENSE'), 'utf8').replace(/Copyright .*/, 'Copyright (c) 2026 Ada Lovelace'));
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
    expect(findings).toEqual([expect.objectContaining({ file: '.env.local', what: expect.stringMatching(/^VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID unset/) })]);
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

  it('lists visual snapshots committed before the content they show, and the placeholder pins still there', () => {
    const { dir, content } = copy();
    const git = (args: string[], date: string) =>
      execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@ada-lovelace.dev', ...args], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    execFileSync('git', ['init', '--quiet'], { cwd: dir });
    const snapshots = path.join(dir, 'tests', 'visual', '__screenshots__');
    mkdirSync(snapshots, { recursive: true });
    writeFileSync(path.join(snapshots, 'hero-1440.png'), 'recorded before');
    git(['add', '--all'], '2026-01-01T10:00:00Z');
    git(['commit', '--quiet', '-m', 'snapshots'], '2026-01-01T10:00:00Z');
    writeFileSync(path.join(dir, 'src', 'content', 'site.ts'), '// my content\n');
    mkdirSync(path.join(dir, 'tests', 'unit'), { recursive: true });
    writeFileSync(path.join(dir, 'tests', 'unit', 'spec-conformance.test.ts'), '');
    git(['add', '--all'], '2026-01-02T10:00:00Z');
    git(['commit', '--quiet', '-m', 'content'], '2026-01-02T10:00:00Z');

    const files = () => diagnose({ root: dir, content, env: keys }).map(({ file }) => file);
    expect(files()).toEqual([path.join('tests', 'visual', '__screenshots__'), path.join('tests', 'unit', 'spec-conformance.test.ts')]);

    writeFileSync(path.join(snapshots, 'hero-1440.png'), 'recorded after');
    rmSync(path.join(dir, 'tests', 'unit', 'spec-conformance.test.ts'));
    git(['add', '--all'], '2026-01-03T10:00:00Z');
    git(['commit', '--quiet', '-m', 'snapshots again'], '2026-01-03T10:00:00Z');
    expect(files()).toEqual([]);
  });
});
