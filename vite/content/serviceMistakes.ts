/**
 * What is wrong with the content's `services` (src/contentShape/services.ts), each naming its item: an
 * unknown back-end or provider, an id of the wrong form, an address that is not https. The build stops
 * on any of them, so a service half set up never ships a page that talks to the wrong place.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const backends = ['emailjs', 'formspree', 'web3forms', 'netlify', 'mailto'] as const;
const providers = ['plausible', 'goatcounter', 'umami', 'cloudflare'] as const;

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (value: unknown) => JSON.stringify(value);
const oneOf = (names: readonly string[]) => names.join(', ');

/** A check of one field: the mistake's text, or undefined when the value is right. */
type Check = (value: unknown) => string | undefined;

const matching =
  (pattern: RegExp, what: string): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? undefined : `${quoted(value)} is not ${what}`;

const httpsAddress: Check = (value) =>
  typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'https:'
    ? undefined
    : `${quoted(value)} is not an https address`;

const text: Check = (value) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'is empty');
const flag: Check = (value) => (typeof value === 'boolean' ? undefined : `${quoted(value)} is not true or false`);

const fieldsOf: Record<string, { required: Record<string, Check>; optional: Record<string, Check> }> = {
  emailjs: { required: {}, optional: {} },
  formspree: {
    required: {
      formId: matching(/^[A-Za-z0-9]{6,12}$/, 'a Formspree form id (the end of https://formspree.io/f/…, alone)'),
    },
    optional: {},
  },
  web3forms: {
    required: { accessKey: matching(UUID, 'a Web3Forms access key (8-4-4-4-12 hexadecimal digits)') },
    optional: {},
  },
  netlify: {
    required: {},
    optional: { formName: matching(/^[A-Za-z0-9_-]+$/, 'a form name (letters, digits, - and _)') },
  },
  mailto: { required: {}, optional: {} },
  plausible: {
    required: {
      domain: matching(
        /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
        'a domain as Plausible names the site (example.com, no https://)',
      ),
    },
    optional: { host: httpsAddress, respectPrivacySignals: flag },
  },
  goatcounter: {
    required: {
      code: matching(/^[a-z0-9][a-z0-9-]{1,62}$/, 'a GoatCounter code (the <code> of <code>.goatcounter.com)'),
    },
    optional: { host: httpsAddress, respectPrivacySignals: flag },
  },
  umami: {
    required: { websiteId: matching(UUID, 'an Umami website id (8-4-4-4-12 hexadecimal digits)') },
    optional: { host: httpsAddress, respectPrivacySignals: flag },
  },
  cloudflare: {
    required: {
      token: matching(
        /^[0-9a-f]{32}$/i,
        'a Cloudflare Web Analytics token (32 hexadecimal digits, its snippet\'s "token")',
      ),
    },
    optional: { respectPrivacySignals: flag },
  },
  giscus: {
    required: {
      repo: matching(/^[\w.-]+\/[\w.-]+$/, 'a repository as owner/name'),
      repoId: matching(/^R_[\w-]+$/, "giscus' repository id (R_…)"),
      category: text,
      categoryId: matching(/^DIC_[\w-]+$/, "giscus' category id (DIC_…)"),
    },
    optional: { host: httpsAddress },
  },
  github: {
    required: {},
    optional: {
      projects: flag,
      profile: matching(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, 'a GitHub user name'),
    },
  },
};

/** The fields of one service, checked against its kind's: each required one, each given, none unknown. */
function fieldMistakes(item: string, value: Record_, kind: string, kindKey: string | undefined): string[] {
  const { required, optional } = fieldsOf[kind]!;
  const mistakes: string[] = [];
  for (const [name, check] of Object.entries(required)) {
    if (value[name] === undefined) mistakes.push(`${item}.${name} is missing`);
    else {
      const wrong = check(value[name]);
      if (wrong) mistakes.push(`${item}.${name}: ${wrong}`);
    }
  }
  for (const [name, check] of Object.entries(optional)) {
    if (value[name] === undefined) continue;
    const wrong = check(value[name]);
    if (wrong) mistakes.push(`${item}.${name}: ${wrong}`);
  }
  const known = new Set([...Object.keys(required), ...Object.keys(optional), ...(kindKey ? [kindKey] : [])]);
  for (const name of Object.keys(value)) {
    if (!known.has(name))
      mistakes.push(`${item}.${name}: ${kind} takes no "${name}" (it takes ${oneOf([...known]) || 'nothing more'})`);
  }
  return mistakes;
}

/** One service given as `{ <kindKey>: <one of kinds>, … }`. */
function kindMistakes(item: string, value: unknown, kindKey: string, kinds: readonly string[]): string[] {
  if (!isRecord(value)) return [`${item}: ${quoted(value)} is not an object`];
  const kind = value[kindKey];
  if (typeof kind !== 'string' || !kinds.includes(kind))
    return [`${item}.${kindKey}: unknown ${kindKey} ${quoted(kind)} (one of ${oneOf(kinds)})`];
  return fieldMistakes(item, value, kind, kindKey);
}

export function serviceMistakes(services: unknown): string[] {
  if (services === undefined) return [];
  if (!isRecord(services)) return [`services: ${quoted(services)} is not an object`];
  const mistakes: string[] = [];
  for (const [name, value] of Object.entries(services)) {
    const item = `services.${name}`;
    if (value === undefined) continue;
    if (name === 'contactForm') mistakes.push(...kindMistakes(item, value, 'backend', backends));
    else if (name === 'analytics') mistakes.push(...kindMistakes(item, value, 'provider', providers));
    else if (name === 'comments') mistakes.push(...kindMistakes(item, value, 'provider', ['giscus']));
    else if (name === 'github')
      mistakes.push(
        ...(isRecord(value)
          ? fieldMistakes(item, value, 'github', undefined)
          : [`${item}: ${quoted(value)} is not an object`]),
      );
    else mistakes.push(`${item}: no such service (the services: contactForm, analytics, comments, github)`);
  }
  return mistakes;
}
