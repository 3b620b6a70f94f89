// What the template ships as placeholders, named once for `npm run doctor`: the markers its texts
// and links carry, and the SHA-256 of its placeholder pictures (an owner's own picture never matches).

/** Words only a placeholder text carries. */
export const placeholderWords = [/\bYour Name\b/, /placeholder/i, /\bgoes here\b/i, /your-handle/i, /<YN\/>/];

/** Hosts kept for examples (RFC 2606) and the template's own handle: no owner publishes there. */
export const placeholderHosts = [/(^|\.)example\.(com|org|net)$/i, /\.example$/i, /^your-handle\./i];

/** A 555 group: the numbers films and examples use. */
export const placeholderPhone = /(^|\D)555(\D|$)/;

export const templateOrigin = 'https://your-handle.github.io';

/** The holder named in the template's LICENSE. */
export const templateLicenceHolder = "the site's owner";

/** The placeholder pictures of src/content/images/, by content. */
export const placeholderImages = new Set([
  '4e3590b22ec979c2e36fdf75fb99342c4e8780f21860c9e5921a3bc5994b9aca',
  '74621a08fa09956d1b2bc833ea618169700fc6ae14a3e802cc6bb220fb8a4a48',
  '2d4a0419aa25da15f1237adc7831cbe627a5379449bf93a2916bf3fd994fef86',
  '25530bb44dfcd72d8d38e3080e18cdbf5b7a7a1b8d88f8e4a13eaa478c3a5c18',
  '98e2e98d7308c4c1f38b7cd699feb17309aa2ca166919f3b0a919db1e39732cf',
  '6a62be794d8128d145b02985a7ba0033028023abfa31c15ce97fa6c2d0af3b1e',
  '1b436ad6eae840689b61375c881c827b0cf98ed6f6a4318831dde42be1ebe085',
]);

export const emailjsVariables = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'];
