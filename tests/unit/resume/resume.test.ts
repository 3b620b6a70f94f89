import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '@/language/formatFileSize';
import { RESUME_BUDGET_BYTES, resumeAsset } from '../../../vite/resume/resumeAsset';

const dir = mkdtempSync(path.join(tmpdir(), 'resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixturePdf = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/content-full/cv.pdf'));
const write = (name: string, bytes: Buffer) => writeFileSync(path.join(dir, name), bytes);
const resume = (src: string) => ({ src, label: 'Résumé' });

describe('the résumé the build ships', () => {
  it('is the PDF itself, under assets/ with a hash of its bytes in the name', async () => {
    write('cv.pdf', fixturePdf);
    const asset = await resumeAsset(resume('cv.pdf'), dir);
    expect(asset.fileName).toMatch(/^assets\/cv-[0-9a-f]{10}\.pdf$/);
    expect(Buffer.compare(asset.source, fixturePdf)).toBe(0);

    write('cv.pdf', Buffer.concat([fixturePdf, Buffer.from('\n% revised\n')]));
    expect((await resumeAsset(resume('cv.pdf'), dir)).fileName).not.toBe(asset.fileName);
  });

  it('fails naming the item when the file is missing', async () => {
    await expect(resumeAsset(resume('gone.pdf'), dir)).rejects.toThrow(/^resume "gone\.pdf": .*gone\.pdf not found/);
  });

  it('fails naming the item when the file is not a PDF', async () => {
    write('cv-word.pdf', Buffer.from('PK\u0003\u0004 a Word document renamed'));
    await expect(resumeAsset(resume('cv-word.pdf'), dir)).rejects.toThrow(/^resume "cv-word\.pdf": .* is not a PDF/);
  });

  it('fails naming the item and the budget when the file is over it', async () => {
    write('cv-big.pdf', Buffer.concat([fixturePdf, Buffer.alloc(RESUME_BUDGET_BYTES)]));
    await expect(resumeAsset(resume('cv-big.pdf'), dir)).rejects.toThrow(
      new RegExp(`^resume "cv-big\\.pdf": .*over the ${RESUME_BUDGET_BYTES}-byte budget`),
    );
    write('cv-at-budget.pdf', Buffer.concat([fixturePdf, Buffer.alloc(RESUME_BUDGET_BYTES - fixturePdf.length)]));
    await expect(resumeAsset(resume('cv-at-budget.pdf'), dir)).resolves.toHaveProperty('fileName');
  });
});

describe('the size shown beside the résumé link', () => {
  it('reads in whole kilobytes, at least one, and in megabytes from 1 MB', () => {
    expect(formatFileSize(610, 'en')).toBe('1 kB');
    expect(formatFileSize(120 * 1024, 'en')).toBe('120 kB');
    expect(formatFileSize(1.4 * 1024 * 1024, 'en')).toBe('1.4 MB');
  });

  it('reads as the language writes it', () => {
    expect(formatFileSize(1.4 * 1024 * 1024, 'ru')).toMatch(/^1,4\s/);
  });
});
