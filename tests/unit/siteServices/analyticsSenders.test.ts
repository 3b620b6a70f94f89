import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPageView as sendToCloudflare } from '@/siteServices/analytics/cloudflare';
import { sendPageView as sendToGoatCounter } from '@/siteServices/analytics/goatcounter';
import { sendPageView as sendToPlausible } from '@/siteServices/analytics/plausible';
import { sendPageView as sendToUmami } from '@/siteServices/analytics/umami';
import type { VisitedPage } from '@/siteServices/analytics/visitedPage';

const page: VisitedPage = {
  href: 'https://someone.github.io/portfolio/ru/?ref=cv',
  hostname: 'someone.github.io',
  path: '/portfolio/ru/?ref=cv',
  title: 'Someone · Портфолио',
  referrer: 'https://news.example/item?id=1',
  language: 'ru-RU',
  screen: { width: 1440, height: 900, scale: 2 },
};

/** The one request `send` makes through fetch: its address, method, headers and body. */
async function fetched(send: () => void) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetch);
  send();
  expect(fetch).toHaveBeenCalledTimes(1);
  const [address, init] = fetch.mock.calls[0]!;
  return { address: String(address), init: init!, body: JSON.parse(String(init!.body)) as unknown };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Plausible', () => {
  it("posts one pageview to plausible.io's Events API with the page's address, the site's domain and the referrer", async () => {
    const { address, init, body } = await fetched(() =>
      sendToPlausible({ provider: 'plausible', domain: 'someone.github.io' }, page),
    );
    expect(address).toBe('https://plausible.io/api/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' } });
    expect(body).toEqual({ name: 'pageview', url: page.href, domain: 'someone.github.io', referrer: page.referrer });
  });

  it('posts to your own Plausible at its host, and sends no referrer when there is none', async () => {
    const { address, body } = await fetched(() =>
      sendToPlausible(
        { provider: 'plausible', domain: 'someone.github.io', host: 'https://stats.example.com/plausible/' },
        { ...page, referrer: '' },
      ),
    );
    expect(address).toBe('https://stats.example.com/plausible/api/event');
    expect(body).toMatchObject({ referrer: null });
  });
});

describe('GoatCounter', () => {
  it("beacons /count on the code's site with the path, title, referrer and screen in the query", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendToGoatCounter({ provider: 'goatcounter', code: 'someone' }, page);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const address = new URL(String((sendBeacon.mock.calls[0] as unknown[])[0]));
    expect(address.origin + address.pathname).toBe('https://someone.goatcounter.com/count');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      p: '/portfolio/ru/?ref=cv',
      t: page.title,
      r: page.referrer,
      s: '1440,900,2',
    });
    expect(address.searchParams.get('rnd')).toMatch(/^[a-z0-9]+$/);
  });

  it('beacons your own GoatCounter at its host', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendToGoatCounter({ provider: 'goatcounter', code: 'someone', host: 'https://count.example.com' }, page);
    expect(String((sendBeacon.mock.calls[0] as unknown[])[0])).toMatch(/^https:\/\/count\.example\.com\/count\?p=/);
  });
});

describe('Umami', () => {
  it("posts one event to Umami Cloud's /api/send with the website's id and the page's facts", async () => {
    const websiteId = '6f0d6e8c-2b7a-4c1e-9d4f-3a5b8c7e1f20';
    const { address, init, body } = await fetched(() => sendToUmami({ provider: 'umami', websiteId }, page));
    expect(address).toBe('https://cloud.umami.is/api/send');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(body).toEqual({
      type: 'event',
      payload: {
        website: websiteId,
        hostname: 'someone.github.io',
        language: 'ru-RU',
        referrer: page.referrer,
        screen: '1440x900',
        title: page.title,
        url: '/portfolio/ru/?ref=cv',
      },
    });
  });

  it('posts to your own Umami at its host', async () => {
    const { address } = await fetched(() =>
      sendToUmami({ provider: 'umami', websiteId: 'x', host: 'https://umami.example.org' }, page),
    );
    expect(address).toBe('https://umami.example.org/api/send');
  });
});

describe('Cloudflare', () => {
  it("adds Cloudflare's beacon script, deferred, with the site's token, and sends nothing itself", () => {
    const added: { src?: string; defer?: boolean; dataset: Record<string, string> }[] = [];
    vi.stubGlobal('document', {
      createElement: (name: string) => ({ name, dataset: {} }),
      head: { append: (element: (typeof added)[number]) => added.push(element) },
    });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    sendToCloudflare({ provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' });
    expect(added).toEqual([
      {
        name: 'script',
        src: 'https://static.cloudflareinsights.com/beacon.min.js',
        defer: true,
        dataset: { cfBeacon: JSON.stringify({ token: '0123456789abcdef0123456789abcdef' }) },
      },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
