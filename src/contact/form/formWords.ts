import { formMessages } from '@/content/site';
import { usePageLanguage } from '@/language/LanguageContext';
import type { FormWords } from '@/contact/sending/validation';

/**
 * The form's messages in the page's language. The default language's are imported here, not carried
 * by the page's content, so they download with the form's chunk rather than with the page.
 */
export function useFormWords(): FormWords {
  const { formMessages: translated, lang } = usePageLanguage();
  return { text: translated ?? formMessages, lang };
}
