/**
 * The messages of the content, by their path in it, with the placeholders each may use: what the page
 * fills in (src/language/formatMessage.ts), and what the build checks an owner's messages against.
 */
export const messageParams = {
  'copyright.text': ['name', 'year'],
  'interfaceText.logoBackToTop': ['name'],
  'interfaceText.carousel.slide': ['number'],
  'interfaceText.quotePosition': ['number', 'count'],
  'interfaceText.projectsShown': ['count', 'tab'],
  'interfaceText.project.of': ['title'],
  'interfaceText.resumeFile': ['label', 'size'],
  'formMessages.required': ['fieldLabel'],
  'formMessages.tooLong': ['fieldLabel', 'limit', 'length'],
  'formMessages.tooSoon': ['wait'],
  'formMessages.rateLimited': ['wait'],
  'formMessages.unknown': ['status'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type MessagePath = keyof typeof messageParams;

/** The messages that may be plural messages, a form per plural form of the language, chosen by `{count}`. */
export const pluralMessages: readonly MessagePath[] = ['interfaceText.projectsShown'];
