/**
 * Arabic letters as the presentation forms (Unicode's Arabic Presentation Forms-B) their place in the
 * word gives them: isolated, final, initial or medial, lam-alef as one ligature. A PDF maps each glyph
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
 * The first letter of Arabic script in `text` this file has no forms for (Persian and Urdu letters such
 * as پ, alef wasla): drawn as it is, it would not join its neighbours. Undefined when there is none.
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
