/**
 * The policy of every page the build wrote, and of every host file, for ANY content: it names the
 * origins of the services the content turns on (docs/content.md#services) and no other, comments'
 * frames on the pages that show comments alone, and Google's CSP Evaluator finds nothing high or
 * medium in it, nor anything docs/security.md does not explain.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Services } from '../../src/contentShape/services';
import { analyticsOrigins, commentsOrigin, contactOrigins } from '../../src/siteServices/origins';
import { expect, test } from '../e2e/fixtures';
import { ownerOutDir } from '../servers';
import { unacceptedFindings } from '../support/cspFindings';
import { hostFilePolicies } from '../support/hostFilePolicies';
import { ownerContent, ownerHtmlFiles, ownerPages } from '../support/ownerPages';

const services = ((ownerContent as { services?: Services }).services ?? {}) satisfies Services;
const contact = contactOrigins(services.contactForm);
const counter = services.analytics && analyticsOrigins(services.analytics);
const commentsFrom = services.comments && commentsOrigin(services.comments);
const vitalsUrl = process.env.VITE_VITALS_URL?.trim();

/** Every other site's origin a policy of this build may name. */
const allowed = new Set(
  [
    contact.connect,
    contact.post,
    counter?.connect,
    counter?.script,
    commentsFrom,
    vitalsUrl && new URL(vitalsUrl).origin,
  ].filter((origin): origin is string => Boolean(origin)),
);

const unescape = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** The policy of the built page in `file` (under the build's folder), as its <meta> carries it. */
function metaPolicy(file: string): string {
  const html = readFileSync(path.join(ownerOutDir, file), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  expect(meta, `${file} carries its policy`).not.toBeNull();
  return unescape(meta![1]!);
}

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

const otherOrigins = (policy: string) => policy.split(/[\s;]+/).filter((source) => /^https?:\/\//.test(source));

const pagePolicies = ownerHtmlFiles.map((file) => ({ file, policy: metaPolicy(file) }));
const hostPolicies = Object.entries(hostFilePolicies(ownerOutDir)).flatMap(([file, policies]) =>
  policies.map((policy) => ({ file, policy })),
);

test("no page's policy, and no host file's, names an origin but those of the services the content turns on", () => {
  for (const { file, policy } of [...pagePolicies, ...hostPolicies]) {
    expect(
      otherOrigins(policy).filter((origin) => !allowed.has(origin)),
      `${file}: ${policy}`,
    ).toEqual([]);
  }
});

test("each page's policy lets it reach the form's back-end and the counter, and frame the comments where it shows them", () => {
  for (const page of ownerPages) {
    const file = path.join(...`${page.address}index.html`.split('/').filter(Boolean));
    const html = readFileSync(path.join(ownerOutDir, file), 'utf8');
    const policy = directives(metaPolicy(file));
    for (const origin of [contact.connect, counter?.connect].filter(Boolean))
      expect(policy.get('connect-src'), `${page.name} connects to ${origin}`).toContain(origin);
    if (counter?.script) expect(policy.get('script-src'), `${page.name} runs the counter`).toContain(counter.script);
    if (contact.post) expect(policy.get('form-action'), `${page.name} posts the form`).toContain(contact.post);
    const showsComments = /<section[^>]* id="comments"/.test(html);
    expect(policy.get('frame-src'), `${page.name}: frames`).toEqual(
      showsComments && commentsFrom ? [commentsFrom] : undefined,
    );
  }
});

test("CSP Evaluator finds nothing high or medium in any page's or host file's policy, and no lower finding left unexplained", () => {
  expect(hostPolicies.length, 'the host files carry the pages’ policies').toBeGreaterThan(0);
  for (const policy of new Set([...pagePolicies, ...hostPolicies].map(({ policy }) => policy))) {
    expect(unacceptedFindings(policy), policy).toEqual({ failing: [], unexplained: [] });
  }
});
