import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingLine } from '../../../scripts/doctor/checks.mjs';
import { displayPath } from '../../../scripts/lib/displayPath.mjs';

// Windows' path functions run on any OS (path.win32), so its cases are checked on the Linux machines too.
const windowsRoot = 'C:\\Users\\ada\\portfolio';

describe('a path in a message', () => {
  it('is relative to the project and /-separated on Windows', () => {
    expect(displayPath(`${windowsRoot}\\src\\content\\icons\\missing.svg`, windowsRoot, path.win32)).toBe(
      'src/content/icons/missing.svg',
    );
    expect(displayPath('src\\content\\site.ts', windowsRoot, path.win32)).toBe('src/content/site.ts');
  });

  it('comes out one way from the mixed separators Windows accepts', () => {
    expect(displayPath(`${windowsRoot}\\src\\content/icons/mine.svg`, windowsRoot, path.win32)).toBe(
      'src/content/icons/mine.svg',
    );
    expect(displayPath('c:/Users/ada/portfolio/src/content', windowsRoot, path.win32)).toBe('src/content');
  });

  it('is the same on Linux and macOS', () => {
    expect(displayPath('/home/ada/portfolio/src/content/site.ts', '/home/ada/portfolio', path.posix)).toBe(
      'src/content/site.ts',
    );
    expect(displayPath('src/content/../theme/tokens.css', '/home/ada/portfolio', path.posix)).toBe(
      'src/theme/tokens.css',
    );
  });

  it('names the project itself "." and a file outside it from the project', () => {
    expect(displayPath(windowsRoot, windowsRoot, path.win32)).toBe('.');
    expect(displayPath('C:\\Users\\ada\\fonts\\mine.ttf', windowsRoot, path.win32)).toBe('../fonts/mine.ttf');
    expect(displayPath('/home/ada/fonts/mine.ttf', '/home/ada/portfolio', path.posix)).toBe('../fonts/mine.ttf');
  });

  it('is relative to the working folder when no root is given', () => {
    expect(displayPath(path.join(process.cwd(), 'src', 'content', 'site.ts'))).toBe('src/content/site.ts');
  });
});

describe("the doctor's line", () => {
  it("names a finding's file in the repository's form on Windows", () => {
    const finding = {
      file: path.win32.join('src', 'content', 'site.ts'),
      where: 'owner.name',
      what: '"Your Name": placeholder text',
      fix: 'write your own',
    };
    expect(finding.file).toBe('src\\content\\site.ts');
    expect(findingLine(finding, windowsRoot, path.win32)).toBe(
      'src/content/site.ts (owner.name): "Your Name": placeholder text. Fix: write your own.',
    );
    expect(
      findingLine(
        { file: path.win32.join('src', 'content', 'images', 'me.jpg'), what: 'a picture', fix: 'change it' },
        windowsRoot,
        path.win32,
      ),
    ).toBe('src/content/images/me.jpg: a picture. Fix: change it.');
  });
});
