/** The policy a page gets for each service the content turns on: that service's origins and no other. */
import { describe, expect, it } from 'vitest';
import type { Services } from '@/contentShape/services';
import { contentSecurityPolicy } from '@/seo/contentSecurityPolicy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

const policyWith = (services: Services, comments = false) => contentSecurityPolicy({ services, comments });

describe("the page's policy with the services the content turns on", () => {
  it.each([
    [{ backend: 'emailjs' }, "'self' https://api.emailjs.com", "'self' mailto:"],
    [{ backend: 'formspree', formId: 'xyzabcde' }, "'self' https://formspree.io", "'self' https://formspree.io"],
    [
      { backend: 'web3forms', accessKey: '0f3c6a2e-1b2d-4c5e-8f9a-0b1c2d3e4f5a' },
      "'self' https://api.web3forms.com",
      "'self' https://api.web3forms.com",
    ],
    // Netlify's form posts to the page itself; with `mailto` there is no form, only a link.
    [{ backend: 'netlify' }, "'self'", "'self'"],
    [{ backend: 'mailto' }, "'self'", "'self'"],
  ] as const)('the form sending with %o connects to %s and posts to %s', (contactForm, connect, post) => {
    const policy = policyWith({ contactForm });
    expect(directive(policy, 'connect-src')).toBe(connect);
    expect(directive(policy, 'form-action')).toBe(post);
  });

  it.each([
    [{ provider: 'plausible', domain: 'example.com' }, "'self'", "'self' https://api.emailjs.com https://plausible.io"],
    [
      { provider: 'plausible', domain: 'example.com', host: 'https://stats.example.com/' },
      "'self'",
      "'self' https://api.emailjs.com https://stats.example.com",
    ],
    [
      { provider: 'goatcounter', code: 'someone' },
      "'self'",
      "'self' https://api.emailjs.com https://someone.goatcounter.com",
    ],
    [
      { provider: 'umami', websiteId: '0f3c6a2e-1b2d-4c5e-8f9a-0b1c2d3e4f5a' },
      "'self'",
      "'self' https://api.emailjs.com https://cloud.umami.is",
    ],
    [
      { provider: 'cloudflare', token: '0123456789abcdef0123456789abcdef' },
      "'self' https://static.cloudflareinsights.com",
      "'self' https://api.emailjs.com https://cloudflareinsights.com",
    ],
  ] as const)('counting with %o runs scripts from %s and connects to %s', (analytics, script, connect) => {
    const policy = policyWith({ analytics });
    expect(directive(policy, 'script-src')).toBe(script);
    expect(directive(policy, 'connect-src')).toBe(connect);
  });

  const giscus = {
    provider: 'giscus',
    repo: 'someone/site',
    repoId: 'R_kgDOabc',
    category: 'Comments',
    categoryId: 'DIC_kwDOabc',
  } as const;

  it('frames giscus alone, and only on a page that shows the comments', () => {
    expect(directive(policyWith({ comments: giscus }, true), 'frame-src')).toBe('https://giscus.app');
    expect(
      directive(policyWith({ comments: { ...giscus, host: 'https://comments.example.com' } }, true), 'frame-src'),
    ).toBe('https://comments.example.com');
    expect(directive(policyWith({ comments: giscus }, false), 'frame-src')).toBeUndefined();
    expect(directive(policyWith({}, true), 'frame-src')).toBeUndefined();
  });

  it('with no service named is the policy of a page with none', () => {
    expect(policyWith({})).toBe(contentSecurityPolicy());
  });
});
