import type { Search } from '@/content/types';
import { formatCount } from '@/language/formats';

/** "3 results" in the language's words, its plural form chosen by `Intl.PluralRules`. */
export function resultCount(count: number, forms: Search['resultCount'], lang: string): string {
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other ?? '#';
  return form.replace('#', formatCount(count, lang));
}
