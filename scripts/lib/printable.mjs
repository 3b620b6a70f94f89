const LINE_FEED = 0x0a;
/** Left-to-right/right-to-left marks, embeddings, overrides and isolates: they reorder what follows. */
const BIDI_CONTROLS = new Set([0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

/** @param {number} code */
const isControl = (code) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.has(code);

/**
 * Text from a visitor made safe to print in a terminal: control characters (C0 and C1, which
 * include ESC for escape sequences and CR/LF for forged lines) and bidirectional controls are
 * dropped. `keepNewlines` keeps LF for a multi-line body that the caller indents itself.
 * @param {unknown} text
 * @param {{ keepNewlines?: boolean }} [options]
 * @returns {string}
 */
export function printable(text, { keepNewlines = false } = {}) {
  return Array.from(String(text ?? ''))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (keepNewlines && code === LINE_FEED) || !isControl(code);
    })
    .join('');
}
