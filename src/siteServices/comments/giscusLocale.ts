/**
 * giscus' locales (its `i18n.js`), a few under names of their own: Greek `gr`, Khmer `kh`,
 * Serbo-Croatian `hbs`, Chinese by script or region.
 */
const LOCALES = [
  'ar',
  'be',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'en',
  'eo',
  'es',
  'eu',
  'fa',
  'fr',
  'gr',
  'gsw',
  'hbs',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'kh',
  'ko',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'th',
  'tr',
  'uk',
  'uz',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
];

/** Language codes giscus names otherwise. */
const NAMED_OTHERWISE: Record<string, string> = {
  el: 'gr',
  km: 'kh',
  sr: 'hbs',
  hr: 'hbs',
  bs: 'hbs',
  sh: 'hbs',
  cnr: 'hbs',
  iw: 'he',
};

/** Chinese by its script or region: traditional characters for Taiwan, Hong Kong and Macao. */
function chineseLocale(subtags: string[]): string {
  const upper = subtags.map((subtag) => subtag.toUpperCase());
  if (upper.includes('HK') || upper.includes('MO')) return 'zh-HK';
  if (upper.includes('TW') || upper.includes('HANT')) return 'zh-TW';
  return 'zh-CN';
}

/** The giscus locale nearest a page's language (`lang`, BCP 47): its own, else its language's, else English. */
export function giscusLocale(lang: string): string {
  const [language = '', ...rest] = lang.split(/[-_]/);
  const primary = language.toLowerCase();
  if (primary === 'zh') return chineseLocale(rest);
  const named = NAMED_OTHERWISE[primary] ?? primary;
  return LOCALES.includes(named) ? named : 'en';
}
