import { describe, expect, it } from 'vitest';
import { checkLinks, type CheckedStudy } from '../../../src/caseStudies/checkLinks';
import { parseCaseStudyFile } from '../../../vite/caseStudies/frontMatter';
import { renderStory } from '../../../vite/caseStudies/markdown';

const FILE = 'src/content/case-studies/chase.md';
const facts = ['---', 'summary: A maze game.', 'role: Sole developer', 'period: 2023'];
const story = (body: string) =>
  renderStory(body, {
    lineOffset: 5,
    file: FILE,
    base: '/portfolio/',
    figure: (image) => `<figure data-src="${image.src}"></figure>`,
  });

describe('a case study file', () => {
  it('gives its facts, and the line its Markdown starts after', () => {
    const parsed = parseCaseStudyFile([...facts, 'technologies: [React, Vite]', '---', '## Story'].join('\n'), FILE);
    expect(parsed.facts).toEqual({
      summary: 'A maze game.',
      role: 'Sole developer',
      period: '2023',
      technologies: ['React', 'Vite'],
    });
    expect(parsed.body).toBe('## Story');
    expect(parsed.bodyOffset).toBe(6);
  });

  it('fails naming the file and line of an unknown fact', () => {
    expect(() => parseCaseStudyFile([...facts, 'rol: Lead', '---', ''].join('\n'), FILE)).toThrow(
      `${FILE}:5: unknown fact "rol"`,
    );
  });

  it('fails naming the line of an unknown gallery field and of a mistyped fact', () => {
    const gallery = [...facts, 'gallery:', '  - src: a.png', '    alt: A', '    captoin: B', '---', ''].join('\n');
    expect(() => parseCaseStudyFile(gallery, FILE)).toThrow(`${FILE}:8: unknown image field "captoin"`);
    expect(() => parseCaseStudyFile([...facts, 'technologies: React', '---', ''].join('\n'), FILE)).toThrow(
      `${FILE}:5: "technologies" is a list`,
    );
  });

  it('fails when a required fact or the front matter is missing', () => {
    expect(() => parseCaseStudyFile(['---', 'summary: S', 'role: R', '---', ''].join('\n'), FILE)).toThrow(
      '"period" is missing',
    );
    expect(() => parseCaseStudyFile('## Story', FILE)).toThrow(`${FILE}:1:`);
  });
});

describe('a story', () => {
  it('lets no HTML of the owner\u2019s through: it shows as text', () => {
    const { html } = story('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('gives headings ids that link to themselves, and highlights code as classes', () => {
    const { html, headingIds } = story('## The problem\n\n```ts\nconst a = 1;\n```');
    expect(headingIds).toEqual(['the-problem']);
    expect(html).toContain('<h2 id="the-problem"><a href="#the-problem">The problem</a></h2>');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).not.toContain('style=');
  });

  it('turns an image alone in its paragraph into a figure, and site links into links under the base', () => {
    const { html, images, links } = story(
      '![A board](projects/chase.png "The board")\n\nSee [the other](/projects/other/).',
    );
    expect(html).toContain('<figure data-src="projects/chase.png"></figure>');
    expect(html).not.toContain('<p><figure');
    expect(images).toEqual([{ image: { src: 'projects/chase.png', alt: 'A board', caption: 'The board' }, line: 6 }]);
    expect(html).toContain('href="/portfolio/projects/other/"');
    expect(links).toEqual([{ href: '/projects/other/', line: 8 }]);
  });

  it('gives headings in any script ids of their words: Latin accents dropped, other scripts\u2019 marks kept', () => {
    expect(story('## Café résumé\n\n## Что я сделал\n\n## المطوّر الوحيد\n\n## 私がしたこと').headingIds).toEqual([
      'cafe-resume',
      'что-я-сделал',
      'المطوّر-الوحيد',
      // が one character, as a link to it is typed: not か and a combining mark.
      '私がしたこと',
    ]);
    // A link to such a heading is checked as written, though the page's address carries it percent-encoded.
    const { html, links } = story('See [what I did](/projects/b/#что-я-сделал).');
    expect(links).toEqual([{ href: '/projects/b/#что-я-сделал', line: 6 }]);
    expect(html).toContain(`href="/portfolio/projects/b/#${encodeURIComponent('что-я-сделал')}"`);
  });

  it('fails naming the line of an image inside a sentence, an image without a description and a level-1 heading', () => {
    expect(() => story('Text\n\nSee ![A](a.png) here')).toThrow(`${FILE}:8: an image stands in a paragraph of its own`);
    expect(() => story('![](a.png)')).toThrow(`${FILE}:6: the image a.png needs a description`);
    expect(() => story('# Title')).toThrow(`${FILE}:6:`);
  });
});

describe('the links between case studies', () => {
  const study = (slug: string, links: CheckedStudy['links'], headingIds = ['the-problem']): CheckedStudy => ({
    slug,
    file: `${slug}.md`,
    headingIds,
    links,
  });
  const sections = ['home', 'projects', 'contacts'] as const;

  it('accept parts, sections, cards, other case studies and outside links', () => {
    const links = [
      '#the-problem',
      '/',
      '/#contacts',
      '/#project-b',
      '/projects/b/',
      '/projects/b/#the-problem',
      'https://example.com',
    ];
    expect(() =>
      checkLinks(
        [
          study(
            'a',
            links.map((href) => ({ href, line: 3 })),
          ),
          study('b', []),
        ],
        sections,
      ),
    ).not.toThrow();
  });

  it('fail naming the file and line of a link to a case study, section or part that does not exist', () => {
    expect(() => checkLinks([study('a', [{ href: '/projects/c/', line: 7 }])], sections)).toThrow(
      'a.md:7: the link /projects/c/ leads nowhere',
    );
    expect(() => checkLinks([study('a', [{ href: '/#blog', line: 8 }])], sections)).toThrow(
      'a.md:8: the link /#blog leads nowhere: the main page has no section "blog"',
    );
    expect(() => checkLinks([study('a', [{ href: '#results', line: 9 }])], sections)).toThrow('a.md:9:');
    expect(() => checkLinks([study('a', [{ href: 'other/', line: 2 }])], sections)).toThrow(
      'links inside the site start with /',
    );
  });
});
