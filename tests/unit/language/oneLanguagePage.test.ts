import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { interfaceText, languages } from '@/placeholder/site';
import { rewriteForOneLanguage, type OneLanguage, type Parse } from '../../../vite/oneLanguagePage';

const parse: Parse = (code) => parseAst(code) as unknown as ReturnType<Parse>;
const words: OneLanguage = { language: languages.default, interfaceText };
const rewrite = (code: string) => rewriteForOneLanguage(code, words, parse);

/** Runs a rewritten module's `label(...)` with the content's exports as its imports. */
function run(code: string, imports: Record<string, unknown>, ...args: unknown[]): unknown {
  const body = code.replace(
    /^import \{ ([^}]*) \} from "@\/content\/site";\n/gm,
    (_, names: string) => `const { ${names.replaceAll(' as ', ': ')} } = imports;\n`,
  );
  return new Function(
    'imports',
    'useContent',
    'usePageLanguage',
    `${body.replace('export function', 'function')}; return label;`,
  )(
    imports,
    () => {
      throw new Error('useContent() left in');
    },
    () => {
      throw new Error('usePageLanguage() left in');
    },
  )(...args);
}

describe('one-language build: components read the content without a context', () => {
  it('turns destructured content into imports and the dictionary into its texts', () => {
    const code =
      'export function label() {\n  const { owner, interfaceText: words } = useContent();\n  return [words.goTop, words.menu.open, owner.name];\n}\n';
    const rewritten = rewrite(code)!;
    expect(rewritten).toContain('import { owner, interfaceText as words } from "@/content/site";');
    expect(rewritten).not.toContain('useContent');
    expect(rewritten).toContain(JSON.stringify(interfaceText.goTop));
    expect(rewritten).toContain(JSON.stringify(interfaceText.menu.open));
    const owner = { name: 'Ada' };
    expect(run(rewritten, { owner, interfaceText: {} })).toEqual([interfaceText.goTop, interfaceText.menu.open, 'Ada']);
  });

  it('writes a dictionary function that reads only its arguments in place, with the same result', () => {
    const code =
      'export function label(count) {\n  const { interfaceText } = useContent();\n  return interfaceText.carousel.slide(count);\n}\n';
    const rewritten = rewrite(code)!;
    expect(rewritten).not.toMatch(/interfaceText\.carousel/);
    expect(run(rewritten, { interfaceText: {} }, 3)).toBe(interfaceText.carousel.slide(3));
  });

  it('leaves a dictionary function that reads other names as a reference to the content', () => {
    const suffix = 'tail';
    const reading: OneLanguage = {
      ...words,
      interfaceText: { ...interfaceText, goTop: undefined as never, newTab: ((n: string) => `${n}${suffix}`) as never },
    };
    const code =
      'export function label() {\n  const { interfaceText } = useContent();\n  return interfaceText.newTab("x");\n}\n';
    const rewritten = rewriteForOneLanguage(code, reading, parse)!;
    expect(rewritten).toContain('interfaceText.newTab("x")');
    expect(run(rewritten, { interfaceText: { newTab: (n: string) => `${n}!` } })).toBe('x!');
  });

  it("puts the language's own values in for usePageLanguage()", () => {
    const code =
      'export function label() {\n  const { lang, dir, path } = usePageLanguage();\n  return `${lang} ${dir} [${path}]`;\n}\n';
    const rewritten = rewrite(code)!;
    expect(run(rewritten, {})).toBe(`${languages.default.lang} ${languages.default.dir} []`);
  });

  it('imports nothing twice that the module already imports from the content', () => {
    const code =
      'import { experience } from "@/content/site";\nexport function label() {\n  const { experience, owner } = useContent();\n  return [experience, owner];\n}\n';
    const rewritten = rewrite(code)!;
    expect(rewritten.match(/^import .*\bexperience\b/gm)).toHaveLength(1);
    expect(rewritten).toMatch(/^import \{ owner \} from "@\/content\/site";/);
    expect(run(rewritten, { owner: 1, experience: 2 })).toEqual([2, 1]);
  });

  it('leaves a module that reads no content alone', () => {
    expect(rewrite('export const label = () => 1;\n')).toBeNull();
  });
});
