/** How "Copy params" ended: on the clipboard, or shown for the owner to copy by hand. */
export type CopyOutcome = { kind: 'copied' } | { kind: 'manual'; text: string };

/**
 * Puts `text` on the clipboard where the page may (a secure origin: https or localhost). On a
 * phone reaching the dev server over the LAN there is no clipboard API, and a browser may refuse
 * the write; then the text is handed back to be shown for copying by hand.
 */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (!window.isSecureContext || typeof navigator.clipboard?.writeText !== 'function') return { kind: 'manual', text };
  try {
    await navigator.clipboard.writeText(text);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', text };
  }
}
