import { use } from 'react';
import type { PageFormMessages } from '@/content/types';
import { usePageLanguage } from '@/language/LanguageContext';
import type { FormWords } from '@/contact/sending/validation';
import { loadWithRetry } from '@/services/loadWithRetry';
import { formMessagesChunks } from 'virtual:form-messages';
import { keepPrerenderedForm } from './keepPrerenderedForm';

const loaded = new Map<string, Promise<PageFormMessages>>();

/**
 * A language's messages, loaded once, which every render of the form waits on (React's `use` asks for
 * the same promise each time); never there, the prerendered form stays (keepPrerenderedForm).
 */
function formMessagesOf(lang: string): Promise<PageFormMessages> {
  let messages = loaded.get(lang);
  if (!messages) {
    messages = loadWithRetry(formMessagesChunks[lang]!).then(
      (module) => module.default,
      keepPrerenderedForm('messages'),
    );
    loaded.set(lang, messages);
  }
  return messages;
}

/**
 * The form's messages in the page's language: a chunk of their own, not carried by the page's
 * content, so they download with the form's chunk rather than with the page.
 */
export function useFormWords(): FormWords {
  const { lang } = usePageLanguage();
  return { text: use(formMessagesOf(lang)), lang };
}
