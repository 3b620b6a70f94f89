import { describe, expect, it } from 'vitest';
import { formMessages, languages } from '@/placeholder/site';
import { resolveContactConfig } from '@/contact/sending/config';
import { draftStore } from '@/contact/sending/draft';
import { emptyFields } from '@/contact/sending/fields';
import { mailtoHref } from '@/contact/sending/mailto';
import { describeSendFailure, heldBack, ownerDetail } from '@/contact/sending/sendErrors';
import { createSendPacing } from '@/contact/sending/sendPacing';
import { fieldLimits, validateField } from '@/contact/sending/validation';
import { asPage } from '../../support/asPage';

const words = { text: asPage(formMessages), lang: languages.default.lang };

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('describeSendFailure', () => {
  const kindOf = (status: number, online = true) => describeSendFailure({ status, text: 'x' }, online, words).kind;

  it('names each failure the visitor can meet', () => {
    expect(kindOf(0)).toBe('network');
    expect(describeSendFailure(new TypeError('Failed to fetch'), true, words).kind).toBe('network');
    expect(kindOf(400)).toBe('configuration');
    expect(kindOf(403)).toBe('blocked');
    expect(kindOf(429)).toBe('rate-limited');
    expect(kindOf(451)).toBe('headless');
    expect(kindOf(500)).toBe('service-down');
    expect(kindOf(503)).toBe('service-down');
    expect(kindOf(418)).toBe('unknown');
  });

  it('says "offline" whenever the browser is offline, whatever the error', () => {
    expect(kindOf(0, false)).toBe('offline');
    expect(kindOf(500, false)).toBe('offline');
  });

  it('tells when to retry after too many requests', () => {
    expect(describeSendFailure({ status: 429 }, true, words).message).toMatch(/Wait 10 seconds/);
  });

  it('does not blame the connection for a failure inside the page', () => {
    const blocked = describeSendFailure(
      new DOMException('Access is denied for this document.', 'SecurityError'),
      true,
      words,
    );
    expect(blocked.kind).toBe('page');
    expect(blocked.message).not.toMatch(/check your connection|network error/i);
    expect(describeSendFailure(new Error('boom'), true, words).kind).toBe('page');
    expect(describeSendFailure('The template ID is required.', true, words).kind).toBe('configuration');
  });

  it('says how long a held-back send waits', () => {
    expect(heldBack(7, words).message).toContain(
      new Intl.NumberFormat(words.lang, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(7),
    );
    expect(heldBack(1, words).message).toMatch(/Wait 1 second,/);
  });
});

describe('ownerDetail', () => {
  it('passes on EmailJS\u2019s own words for the console', () => {
    expect(ownerDetail({ status: 400, text: 'The template ID is invalid.' })).toBe(
      'EmailJS answered 400: The template ID is invalid.',
    );
    expect(ownerDetail('The public key is required.')).toBe('EmailJS refused to send: The public key is required.');
    expect(ownerDetail(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
  });
});

describe('sendPacing', () => {
  const start = 1_000_000_000_000;

  it('holds a send back for 10 s after a successful one and says how many seconds are left', () => {
    const pacing = createSendPacing(new MemoryStorage());
    pacing.recordSent(start);
    expect(pacing.secondsUntilNextSend(start + 1)).toBe(10);
    expect(pacing.secondsUntilNextSend(start + 3_500)).toBe(7);
    expect(pacing.secondsUntilNextSend(start + 9_999)).toBe(1);
    expect(pacing.secondsUntilNextSend(start + 10_000)).toBe(0);
  });

  it('sees a send made in another tab, and never waits longer than the interval', () => {
    const storage = new MemoryStorage();
    storage.setItem('contact-last-sent', String(start + 100_000));
    const pacing = createSendPacing(storage);
    expect(pacing.secondsUntilNextSend(start + 101_000)).toBe(9);
    expect(pacing.secondsUntilNextSend(start + 50_000)).toBe(10);
  });

  it('still holds within the page when storage throws', () => {
    const blocked = new MemoryStorage();
    blocked.setItem = blocked.getItem = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const pacing = createSendPacing(blocked);
    expect(() => pacing.recordSent(start + 200_000)).not.toThrow();
    expect(pacing.secondsUntilNextSend(start + 202_000)).toBe(8);
  });
});

describe('mailtoHref', () => {
  it('carries the subject and the message, encoded, with CRLF line breaks', () => {
    const href = mailtoHref('hello@example.com', { subject: 'Q & A?', body: 'Line 1\nLine 2 = 100%' });
    expect(href).toBe('mailto:hello@example.com?subject=Q%20%26%20A%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25');
    expect(mailtoHref('hello@example.com', { subject: 'Hello' })).toBe('mailto:hello@example.com?subject=Hello');
  });
});

describe('draftStore', () => {
  it('restores what was saved and forgets it once cleared', () => {
    const storage = new MemoryStorage();
    const fields = { user_name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Line 1\nLine 2' };
    draftStore.save(fields, storage);
    expect(draftStore.load(storage)).toEqual(fields);
    draftStore.clear(storage);
    expect(draftStore.load(storage)).toBeNull();
  });

  it('does not keep an empty draft and ignores a corrupt one', () => {
    const storage = new MemoryStorage();
    draftStore.save({ ...emptyFields, message: 'x' }, storage);
    draftStore.save(emptyFields, storage);
    expect(storage.length).toBe(0);
    storage.setItem('contact-draft', '{not json');
    expect(draftStore.load(storage)).toBeNull();
    storage.setItem('contact-draft', JSON.stringify({ message: 42, subject: 'kept' }));
    expect(draftStore.load(storage)).toEqual({ ...emptyFields, subject: 'kept' });
  });

  it('survives storage that throws (private mode)', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => draftStore.save({ ...emptyFields, message: 'x' }, broken)).not.toThrow();
  });
});

describe('validateField', () => {
  it('requires every field', () => {
    for (const name of ['user_name', 'email', 'subject', 'message'] as const) {
      expect(validateField(name, '   ', 'Label', words)).toBe('Please fill in the Label field.');
    }
  });

  it('checks the e-mail format', () => {
    expect(validateField('email', 'ada@example', 'E-mail', words)).toMatch(/e-mail address/);
    expect(validateField('email', 'ada example.com', 'E-mail', words)).toMatch(/e-mail address/);
    expect(validateField('email', 'ada@example.com', 'E-mail', words)).toBeUndefined();
  });

  it('limits the length: name 100, subject 150, message 5000', () => {
    expect(fieldLimits).toMatchObject({ user_name: 100, subject: 150, message: 5000 });
    expect(validateField('user_name', 'a'.repeat(100), 'Name', words)).toBeUndefined();
    expect(validateField('user_name', 'a'.repeat(101), 'Name', words)).toMatch(/at most 100 characters \(now 101\)/);
    expect(validateField('message', 'a'.repeat(5001), 'Message', words)).toMatch(/at most 5000/);
  });
});

describe('resolveContactConfig', () => {
  const keys = { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl' };

  it('uses EmailJS when all three keys are set', () => {
    expect(resolveContactConfig({ ...keys, DEV: true })).toEqual({
      mode: 'emailjs',
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
    });
  });

  it('falls back to the local mailbox in dev or when asked, and to mailto in a keyless production build', () => {
    expect(resolveContactConfig({ DEV: true }).mode).toBe('local');
    expect(resolveContactConfig({ DEV: false, VITE_LOCAL_MAILBOX: 'true' }).mode).toBe('local');
    expect(resolveContactConfig({ DEV: false }).mode).toBe('mailto');
    expect(resolveContactConfig({ ...keys, VITE_EMAILJS_TEMPLATE_ID: ' ', DEV: false }).mode).toBe('mailto');
  });
});
