// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Content, FormMessages, Owner, Words } from '@/contentShape/types';
import { formatMessage } from '@/language/formatMessage';
import { LanguageProvider } from '@/language/LanguageContext';
import { localise } from '../../../vite/content/localise';
import ContactForm from '@/contact/form/ContactForm';
import * as fixture from '../../fixtures/content-full/site';
import { asPage } from '../../support/asPage';
import '../../support/dom';
import { sitePages } from '../../support/sitePages';

vi.mock('@/contact/sending/sendMessage', () => ({ sendMessage: vi.fn(), preloadMailer: vi.fn() }));
// The fixture's form messages, as the build would give its chunks (the unit tests build the placeholder's).
vi.mock('virtual:form-messages', async () => {
  const { fixtureLanguages } = await import('../../support/fixtureLanguages');
  return {
    formMessagesChunks: Object.fromEntries(
      fixtureLanguages.map(({ lang, content }) => [lang, () => Promise.resolve({ default: content.formMessages })]),
    ),
  };
});

/** The fixture's content, in three languages; its Russian words go with it. */
const content: Content = fixture;
const russian = fixture.languages.others.find((language) => language.lang === 'ru')!;

describe('a language\u2019s words laid over the default content', () => {
  const localised = localise(content, russian.words, russian.lang);

  it('take the texts from the language and the rest from the default', () => {
    expect(localised.owner.role).toBe(russian.words.owner.role);
    expect(localised.owner.email).toBe(content.owner.email);
    expect(localised.projects.map((project) => project.image.src)).toEqual(
      content.projects.map((project) => project.image.src),
    );
    expect(localised.projects.map((project) => project.title)).toEqual(
      russian.words.projects.map((project) => project.title),
    );
  });

  it('override a shared value where the language gives one', () => {
    const words = { ...russian.words, owner: { ...russian.words.owner, photo: { alt: 'x', src: 'other.png' } } };
    expect(localise(content, words, 'ru').owner.photo.src).toBe('other.png');
  });

  it('fail naming the language and the list when a list is shorter than the default\u2019s', () => {
    const words: Words<Content> = {
      ...russian.words,
      feedback: { ...russian.words.feedback, slides: russian.words.feedback.slides.slice(1) },
    };
    const count = content.feedback.slides.length;
    expect(() => localise(content, words, 'ru')).toThrow(
      `languages.others (ru): words.feedback.slides has ${count - 1} items where the default language has ${count}`,
    );
  });

  it('leave no text out: a missing one fails the typecheck', () => {
    // @ts-expect-error `role` is missing: tsc names it.
    const words: Words<Owner> = { name: 'Имя', greeting: 'Привет', photo: { alt: 'Портрет' } };
    expect(words.name).toBe('Имя');
  });

  it('leave none of the form\u2019s messages out either (`invalidEmail` is a text, unlike an `email` address)', () => {
    const { invalidEmail, ...withoutOne } = russian.words.formMessages;
    // @ts-expect-error `invalidEmail` is missing: tsc names it.
    const words: Words<FormMessages> = withoutOne;
    expect(Object.keys(words)).not.toContain('invalidEmail');
    expect(invalidEmail).not.toBe('');
  });
});

describe('the contact form in another language', () => {
  it('explains an empty field in that language', async () => {
    const page = sitePages(fixture).find(({ lang }) => lang === 'ru')!;
    // Its messages load with the form: React waits for them inside act.
    await act(async () => {
      render(
        <LanguageProvider value={{ ...page, latestPosts: null }}>
          <Suspense>
            <ContactForm />
          </Suspense>
        </LanguageProvider>,
      );
    });
    const submit = await screen.findByRole('button', { name: page.content.contact.submitLabel });
    await userEvent.setup().click(submit);
    const fieldLabel = page.content.contact.fields.user_name.label;
    expect(
      await screen.findByText(formatMessage(asPage(russian.words.formMessages).required, { fieldLabel }, 'ru')),
    ).toBeDefined();
  });
});
