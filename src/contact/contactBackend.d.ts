import type { ContactBackendName } from '@/contentShape/services';

declare global {
  /** `contactForm.backend` of `virtual:services`, written into the code as a constant (vite/siteServices.ts). */
  const __CONTACT_BACKEND__: ContactBackendName;
}
