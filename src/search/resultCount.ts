import type { Search } from '@/content/types';
import { formatCount } from '@/language/formats';
import { pluralForm } from '@/language/formatMessage';

/** "3 results" in the language's words and digits, its plural form chosen by `Intl.PluralRules`. */
export function resultCount(count: number, forms: Search['resultCount'], lang: string): string {
  return pluralForm({ ...forms, other: forms.other ?? '#' }, count, lang).replaceAll('#', formatCount(count, lang));
}
