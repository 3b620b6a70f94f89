import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contact } from '@/placeholder/site';
import { templateFile } from '../../support/templateFile';

const root = path.resolve(import.meta.dirname, '../../..');
const readme = templateFile('README.md');
const section = readme.slice(
  readme.indexOf('## Make it yours'),
  readme.indexOf('\n## ', readme.indexOf('## Make it yours') + 1),
);
const steps = section.split(/\n(?=\d+\. )/).filter((part) => /^\d+\. /.test(part));
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

describe('README § Make it yours', () => {
  it('walks the owner through fork, Pages, content, images, icons, the scene, snapshots, EmailJS and push, in that order', () => {
    const expected = [
      /fork/i,
      /pages/i,
      /make-it-yours/,
      /images/i,
      /icons/i,
      /scene/i,
      /snapshots/i,
      /emailjs/i,
      /push/i,
    ];
    expect(steps).toHaveLength(expected.length);
    steps.forEach((step, index) => expect(step.split('\n')[0], `step ${index + 1}`).toMatch(expected[index]!));
  });

  it('names what checks each step', () => {
    for (const step of steps) expect(step).toContain('*Checked by:*');
  });

  it('mentions only npm scripts that exist', () => {
    for (const [, script] of section.matchAll(/npm run ([\w:-]+)/g))
      expect(scripts, `npm run ${script}`).toContain(script);
  });

  it('keeps the README to a screen or two: at most 8 KB, the rest in docs/', () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(8 * 1024);
  });

  it('gives the EmailJS template the field names the form sends', () => {
    const named = [...section.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    expect(named).toEqual(Object.keys(contact.fields));
  });
});
