/**
 * Arabic, Persian and Urdu letters as the presentation forms (Unicode's Arabic Presentation Forms-B,
 * and -A for the letters Arabic itself lacks) their place in the word gives them: isolated, final, initial or medial, lam-alef as one ligature. A PDF maps each glyph
 * back to one text; a font that draws several letters from one dotless glyph plus dots (Noto Sans
 * Arabic) would have the PDF read "ن" where it shows "ب". Each presentation form has a glyph of its own,
 * and a reader turns it back into its letter (Unicode compatibility normalisation, NFKC).
 */

/** Each letter's first presentation form (isolated), and whether it joins the letter after it too. */
const LETTERS: Record<string, [first: number, dual: boolean]> = {
  '\u0621': [0xfe80, false],
  '\u0622': [0xfe81, false],
  '\u0623': [0xfe83, false],
  '\u0624': [0xfe85, false],
  '\u0625': [0xfe87, false],
  '\u0626': [0xfe89, true],
  '\u0627': [0xfe8d, false],
  '\u0628': [0xfe8f, true],
  '\u0629': [0xfe93, false],
  '\u062A': [0xfe95, true],
  '\u062B': [0xfe99, true],
  '\u062C': [0xfe9d, true],
  '\u062D': [0xfea1, true],
  '\u062E': [0xfea5, true],
  '\u062F': [0xfea9, false],
  '\u0630': [0xfeab, false],
  '\u0631': [0xfead, false],
  '\u0632': [0xfeaf, false],
  '\u0633': [0xfeb1, true],
  '\u0634': [0xfeb5, true],
  '\u0635': [0xfeb9, true],
  '\u0636': [0xfebd, true],
  '\u0637': [0xfec1, true],
  '\u0638': [0xfec5, true],
  '\u0639': [0xfec9, true],
  '\u063A': [0xfecd, true],
  '\u0641': [0xfed1, true],
  '\u0642': [0xfed5, true],
  '\u0643': [0xfed9, true],
  '\u0644': [0xfedd, true],
  '\u0645': [0xfee1, true],
  '\u0646': [0xfee5, true],
  '\u0647': [0xfee9, true],
  '\u0648': [0xfeed, false],
  '\u0649': [0xfeef, false],
  '\u064A': [0xfef1, true],
  // Presentation Forms-A: the letters of Persian, Urdu and Sindhi, each as Unicode decomposes its forms.
  '\u0679': [0xfb66, true],
  '\u067A': [0xfb5e, true],
  '\u067B': [0xfb52, true],
  '\u067E': [0xfb56, true],
  '\u067F': [0xfb62, true],
  '\u0680': [0xfb5a, true],
  '\u0683': [0xfb76, true],
  '\u0684': [0xfb72, true],
  '\u0686': [0xfb7a, true],
  '\u0687': [0xfb7e, true],
  '\u0688': [0xfb88, false],
  '\u068C': [0xfb84, false],
  '\u068D': [0xfb82, false],
  '\u068E': [0xfb86, false],
  '\u0691': [0xfb8c, false],
  '\u0698': [0xfb8a, false],
  '\u06A4': [0xfb6a, true],
  '\u06A6': [0xfb6e, true],
  '\u06A9': [0xfb8e, true],
  '\u06AD': [0xfbd3, true],
  '\u06AF': [0xfb92, true],
  '\u06B1': [0xfb9a, true],
  '\u06B3': [0xfb96, true],
  // Noon ghunna has no initial or medial form: Urdu writes it at a word's end.
  '\u06BA': [0xfb9e, false],
  '\u06BB': [0xfba0, true],
  '\u06BE': [0xfbaa, true],
  '\u06C0': [0xfba4, false],
  '\u06C1': [0xfba6, true],
  '\u06C5': [0xfbe0, false],
  '\u06C6': [0xfbd9, false],
  '\u06C7': [0xfbd7, false],
  '\u06C8': [0xfbdb, false],
  '\u06C9': [0xfbe2, false],
  '\u06CB': [0xfbde, false],
  '\u06CC': [0xfbfc, true],
  '\u06D0': [0xfbe4, true],
  '\u06D2': [0xfbae, false],
  '\u06D3': [0xfbb0, false],
};
/** Hamza alone never joins. */
const NON_JOINING = '\u0621';
const TATWEEL = '\u0640';
const LAM = '\u0644';
/** Lam followed by an alef: the ligature's isolated form (its final form is the next). */
const LAM_ALEF: Record<string, number> = { '\u0622': 0xfef5, '\u0623': 0xfef7, '\u0625': 0xfef9, '\u0627': 0xfefb };
/** Marks sit on a letter without breaking its joins. */
const MARK = /\p{Mn}/u;

const joinsAfter = (char: string | undefined) =>
  char === TATWEEL || (char !== undefined && LETTERS[char]?.[1] === true);
const joinsBefore = (char: string | undefined) =>
  char === TATWEEL || (char !== undefined && char in LETTERS && char !== NON_JOINING);

/**
 * The first letter of Arabic script in `text` this file has no forms for (Kurdish ڵ, alef wasla): drawn as it is, it would not join its neighbours. Undefined when there is none.
 */
export const letterWithoutForms = (text: string) =>
  Array.from(text).find(
    (char) => char !== TATWEEL && /\p{Script=Arabic}/u.test(char) && /\p{L}/u.test(char) && !(char in LETTERS),
  );

/** `text` with each Arabic letter in its presentation form; anything else as it was. */
export function arabicForms(text: string): string {
  const chars = Array.from(text);
  const neighbour = (from: number, step: 1 | -1) => {
    let at = from + step;
    while (chars[at] !== undefined && MARK.test(chars[at]!)) at += step;
    return { char: chars[at], at };
  };
  let result = '';
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    const letter = LETTERS[char];
    if (!letter) {
      result += char;
      continue;
    }
    const before = char !== NON_JOINING && joinsAfter(neighbour(index, -1).char);
    const next = neighbour(index, 1);
    if (char === LAM && next.char !== undefined && next.char in LAM_ALEF) {
      result +=
        String.fromCodePoint(LAM_ALEF[next.char]! + (before ? 1 : 0)) + chars.slice(index + 1, next.at).join('');
      index = next.at;
      continue;
    }
    const after = letter[1] && joinsBefore(next.char);
    const form = before && after ? 3 : after ? 2 : before ? 1 : 0;
    result += String.fromCodePoint(letter[0] + form);
  }
  return result;
}
