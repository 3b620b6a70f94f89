import type { Plugin } from 'vite';
import type { Services } from '../src/contentShape/services.ts';

const id = 'virtual:services';
const resolvedId = `\0${id}`;

/**
 * `virtual:services`: the services the content turns on, for the page's code and its policy (each a
 * constant, null when off, so a build without one leaves out the code that would use it). The form's
 * back-end is EmailJS unless the content names another.
 */
export function siteServices(services: Services | undefined): Plugin {
  const exported = {
    contactForm: services?.contactForm ?? { backend: 'emailjs' },
    analytics: services?.analytics ?? null,
    comments: services?.comments ?? null,
  };
  return {
    name: 'site-services',
    // The form's back-end by name too, as a constant written into each module that reads it, which
    // the bundler folds: a build carries the code of its own back-end alone.
    config: () => ({ define: { __CONTACT_BACKEND__: JSON.stringify(exported.contactForm.backend) } }),
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load: (moduleId) =>
      moduleId === resolvedId
        ? Object.entries(exported)
            .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
            .join('\n')
        : undefined,
  };
}
