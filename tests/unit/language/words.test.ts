import { describe, expect, it } from 'vitest';
import type { CaseStudyLabels, CvItem, ExperienceEntry, Site, Words } from '@/contentShape/types';

// What a language must translate, checked by the compiler: `npm run typecheck` (tsc -b) reads this
// file, and each `@ts-expect-error` fails it when the line below it compiles, i.e. when a word may be
// left out of a language and silently show the default language's.

const facts = { role: 'Роль', period: 'Период', team: 'Команда', technologies: 'Технологии', outcome: 'Итог' };

describe('Words<…>: a language gives every word', () => {
  it('requires caseStudyLabels.link, the card\u2019s link text', () => {
    // @ts-expect-error `link` is the words of the card's link to its case study, not an address
    const withoutLink: Words<CaseStudyLabels> = {
      back: 'Назад ко всем проектам',
      previous: 'Предыдущий',
      next: 'Следующий',
      home: 'Главная',
      breadcrumb: 'Навигация',
      otherStudies: 'Другие проекты',
      gallery: 'Галерея',
      facts,
    };
    const complete: Words<CaseStudyLabels> = { ...withoutLink, link: 'Подробнее' };
    expect(complete.link).toBe('Подробнее');
  });

  it('requires site.notFound.link, the 404 page\u2019s way back', () => {
    // @ts-expect-error `link` is the words of the 404 page's link, not an address
    const withoutLink: Words<Site>['notFound'] = { title: 'Страница не найдена', text: 'По этому адресу ничего нет.' };
    const complete: Words<Site>['notFound'] = { ...withoutLink, link: 'Вернуться в портфолио' };
    expect(complete.link).toBe('Вернуться в портфолио');
  });

  it('shares the addresses named `link`: an experience entry\u2019s and a CV item\u2019s are the default\u2019s unless given', () => {
    const entry: Words<ExperienceEntry> = {
      role: 'Разработчик',
      organisation: 'Acme',
      place: 'Берлин',
      lines: ['Сделал поиск.'],
    };
    const item: Words<CvItem> = { title: 'Университет' };
    expect([entry.link, item.link]).toEqual([undefined, undefined]);
  });
});
