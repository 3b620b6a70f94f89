/** An owner's mistake in the content's `services` stops the build, naming the item and what it wants. */
import { describe, expect, it } from 'vitest';
import { serviceMistakes } from '../../../vite/content/serviceMistakes';

describe('the services a content names', () => {
  it('are well named: none, or each with its ids in their forms', () => {
    expect(serviceMistakes(undefined)).toEqual([]);
    expect(
      serviceMistakes({
        contactForm: { backend: 'web3forms', accessKey: '0f3c6a2e-1b2d-4c5e-8f9a-0b1c2d3e4f5a' },
        analytics: { provider: 'goatcounter', code: 'someone', respectPrivacySignals: false },
        comments: {
          provider: 'giscus',
          repo: 'someone/site',
          repoId: 'R_kgDOabc',
          category: 'Q&A',
          categoryId: 'DIC_kwDOx',
        },
        github: { projects: true, profile: 'some-one' },
      }),
    ).toEqual([]);
  });

  it('name an unknown back-end, provider or service, and the known ones', () => {
    expect(serviceMistakes({ contactForm: { backend: 'sendgrid' } })).toEqual([
      'services.contactForm.backend: unknown backend "sendgrid" (one of emailjs, formspree, web3forms, netlify, mailto)',
    ]);
    expect(serviceMistakes({ analytics: { provider: 'google' } })).toEqual([
      'services.analytics.provider: unknown provider "google" (one of plausible, goatcounter, umami, cloudflare)',
    ]);
    expect(serviceMistakes({ newsletter: {} })).toEqual([
      'services.newsletter: no such service (the services: contactForm, analytics, comments, github)',
    ]);
  });

  it('name a missing or malformed id, a field the service does not take, and an address that is not https', () => {
    expect(
      serviceMistakes({ contactForm: { backend: 'formspree', formId: 'https://formspree.io/f/xyzabcde' } }),
    ).toEqual([
      'services.contactForm.formId: "https://formspree.io/f/xyzabcde" is not a Formspree form id (the end of https://formspree.io/f/…, alone)',
    ]);
    expect(
      serviceMistakes({ analytics: { provider: 'umami', websiteId: '1234', host: 'http://umami.example.com' } }),
    ).toEqual([
      'services.analytics.websiteId: "1234" is not an Umami website id (8-4-4-4-12 hexadecimal digits)',
      'services.analytics.host: "http://umami.example.com" is not an https address',
    ]);
    expect(
      serviceMistakes({
        comments: { provider: 'giscus', repo: 'site', repoId: 'R_x', category: '', categoryId: 'DIC_y' },
      }),
    ).toEqual([
      'services.comments.repo: "site" is not a repository as owner/name',
      'services.comments.category: is empty',
    ]);
    expect(serviceMistakes({ analytics: { provider: 'cloudflare', domain: 'example.com' } })).toEqual([
      'services.analytics.token is missing',
      'services.analytics.domain: cloudflare takes no "domain" (it takes token, respectPrivacySignals, provider)',
    ]);
  });
});
