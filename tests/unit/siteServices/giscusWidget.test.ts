import { describe, expect, it } from 'vitest';
import { commentsWidgetOf, discussionSearch, discussionTerm } from '@/siteServices/comments/commentsOfPage';
import { giscusLocale } from '@/siteServices/comments/giscusLocale';
import { giscusTheme, themeMessage, widgetAddress, widgetMessage } from '@/siteServices/comments/giscusWidget';

const comments = {
  provider: 'giscus',
  repo: 'someone/site',
  repoId: 'R_kgDOAbCdEf',
  category: 'Show and tell',
  categoryId: 'DIC_kwDOAbCdEf4CZ',
} as const;

const page = {
  address: 'https://someone.github.io/portfolio/ja/writing/first/#comments',
  description: 'A first post',
  theme: 'light',
  session: '',
} as const;

describe('the widget address', () => {
  const widget = commentsWidgetOf(comments, discussionTerm('ja/', 'writing/first/'), 'ja');
  const address = new URL(widgetAddress(widget, page));

  it('is giscus.app in the page language, the ids, category and the page’s own term', () => {
    expect(`${address.origin}${address.pathname}`).toBe('https://giscus.app/ja/widget');
    const query = Object.fromEntries(address.searchParams);
    expect(query).toMatchObject({
      repo: 'someone/site',
      repoId: 'R_kgDOAbCdEf',
      category: 'Show and tell',
      categoryId: 'DIC_kwDOAbCdEf4CZ',
      term: 'ja/writing/first/',
      strict: '1',
      theme: 'light',
      origin: page.address,
      backLink: page.address,
      description: 'A first post',
    });
  });

  it('comes from the owner’s own giscus when she names one', () => {
    const own = commentsWidgetOf({ ...comments, host: 'https://comments.example.com/' }, 'projects/a/', 'en');
    expect(widgetAddress(own, page)).toMatch(/^https:\/\/comments\.example\.com\/en\/widget\?/);
  });

  it('carries a session once the visitor has signed in', () => {
    expect(new URL(widgetAddress(widget, { ...page, session: 'abc' })).searchParams.get('session')).toBe('abc');
  });
});

describe('the page’s discussion', () => {
  it('is named by the page’s path, its language’s folder first, whatever the base path', () => {
    expect(discussionTerm('', 'writing/first/')).toBe('writing/first/');
    expect(discussionTerm('ur/', 'projects/tide-table/')).toBe('ur/projects/tide-table/');
  });

  it('is searched for on GitHub in its category without script', () => {
    const search = new URL(discussionSearch(comments, 'writing/first/'));
    expect(`${search.origin}${search.pathname}`).toBe('https://github.com/someone/site/discussions');
    expect(search.searchParams.get('discussions_q')).toBe('category:"Show and tell" in:title "writing/first/"');
  });
});

describe('giscus’ locale for a page language', () => {
  it.each([
    ['en', 'en'],
    ['de-AT', 'de'],
    ['he', 'he'],
    ['ja', 'ja'],
    ['pt-BR', 'pt'],
    ['el', 'gr'],
    ['sr-Latn', 'hbs'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh', 'zh-CN'],
    ['ur', 'en'],
    ['sw', 'en'],
  ])('%s → %s', (lang, locale) => expect(giscusLocale(lang)).toBe(locale));
});

describe('the messages', () => {
  const frame = {} as MessageEventSource;
  const host = 'https://giscus.app';

  it('take the height giscus asks for, from its origin and its frame alone', () => {
    const data = { giscus: { resizeHeight: 412.4 } };
    expect(widgetMessage({ origin: host, source: frame, data }, host, frame)).toEqual({ height: 413 });
    expect(widgetMessage({ origin: 'https://evil.example', source: frame, data }, host, frame)).toBeNull();
    expect(widgetMessage({ origin: host, source: {} as MessageEventSource, data }, host, frame)).toBeNull();
  });

  it('hear signing out, and nothing else of giscus’ or anyone’s', () => {
    expect(widgetMessage({ origin: host, source: frame, data: { giscus: { signOut: true } } }, host, frame)).toEqual({
      signedOut: true,
    });
    for (const data of [
      null,
      'resizeHeight',
      { giscus: { error: 'Discussion not found' } },
      { giscus: { resizeHeight: -1 } },
    ])
      expect(widgetMessage({ origin: host, source: frame, data }, host, frame)).toBeNull();
  });

  it('tell the widget the page’s scheme', () => {
    expect(giscusTheme('light')).toBe('light');
    expect(giscusTheme(null)).toBe('dark');
    expect(themeMessage('dark')).toEqual({ giscus: { setConfig: { theme: 'dark' } } });
  });
});
