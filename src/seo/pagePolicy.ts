import { analytics, comments, contactForm } from 'virtual:services';
import { contentSecurityPolicy, type PolicyOptions } from './contentSecurityPolicy';

/** The policy of one of the site's pages, with the services its content turns on. */
export const pagePolicy = (options: Omit<PolicyOptions, 'services'>): string =>
  contentSecurityPolicy({
    ...options,
    services: { contactForm, ...(analytics && { analytics }), ...(comments && { comments }) },
  });
