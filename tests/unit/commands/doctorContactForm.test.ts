/** `npm run doctor` on the contact form's back-end: what each one needs, missing or still an example. */
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../../scripts/doctor/contactForm.mjs';

const keys = { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl' };
const withForm = (backend: Record<string, unknown>) => ({ services: { contactForm: backend } });

describe('the doctor on the contact form', () => {
  it('asks for the EmailJS keys only when EmailJS sends (the default)', () => {
    expect(contactForm(null, {})).toEqual([expect.objectContaining({ file: '.env.local' })]);
    expect(contactForm(withForm({ backend: 'emailjs' }), keys)).toEqual([]);
    expect(contactForm(withForm({ backend: 'formspree', formId: 'mgvzkqpl' }), {})).toEqual([]);
    expect(contactForm(withForm({ backend: 'netlify' }), {})).toEqual([]);
    expect(contactForm(withForm({ backend: 'mailto' }), {})).toEqual([]);
  });

  it.each([
    [{ backend: 'formspree', formId: 'xyzabcde' }, 'formId', /"xyzabcde" looks like an example/],
    [{ backend: 'formspree', formId: ' ' }, 'formId', /Formspree form id is missing/],
    [{ backend: 'web3forms', accessKey: '00000000-0000-0000-0000-000000000000' }, 'accessKey', /looks like an example/],
    [{ backend: 'web3forms', accessKey: 'YOUR_ACCESS_KEY_HERE' }, 'accessKey', /looks like an example/],
    [{ backend: 'web3forms' }, 'accessKey', /Web3Forms access key is missing/],
  ])('names %o in the content, with where to find the real one', (backend, key, what) => {
    const [finding, ...others] = contactForm(withForm(backend), keys);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({ where: `services.contactForm.${key}`, what: expect.stringMatching(what) });
    expect(finding!.fix).toContain(`docs/contact.md#${backend.backend}`);
  });

  it("names a mailto-only form's lead while it is still the template's, which says the form is not set up", () => {
    const templateLead = 'The form is not set up on this copy of the site. Write to me directly:';
    const mailtoWith = (mailtoLead: string) => ({ ...withForm({ backend: 'mailto' }), contact: { mailtoLead } });
    expect(contactForm(mailtoWith(templateLead), {}, templateLead)).toEqual([
      expect.objectContaining({ where: 'contact.mailtoLead', fix: expect.stringContaining('docs/contact.md#mailto') }),
    ]);
    expect(contactForm(mailtoWith('Write to me:'), {}, templateLead)).toEqual([]);
    expect(
      contactForm(
        { ...withForm({ backend: 'formspree', formId: 'mgvzkqpl' }), contact: { mailtoLead: templateLead } },
        {},
        templateLead,
      ),
    ).toEqual([]);
  });

  it('takes a real-looking key as set', () => {
    const accessKey = '6f1c2a9e-3b47-4d85-9e0a-2c7b5d8f4a13';
    expect(contactForm(withForm({ backend: 'web3forms', accessKey }), {})).toEqual([]);
  });
});
