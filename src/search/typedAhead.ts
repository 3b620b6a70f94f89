/** Stops keeping the keys and gives what they typed (the same text however often it is asked). */
export type TakeTypedAhead = () => string;

/**
 * Keeps what the visitor types between asking for the search and its field taking focus (the dialog's
 * code may still be on the way), so a quick `/` then a word loses none of its letters: characters are
 * added, Backspace takes the last one off, and neither reaches the page (a space would scroll it).
 */
export function keepTypedAhead(): TakeTypedAhead {
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if ([...event.key].length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = [...typed].slice(0, -1).join('');
    else return;
    event.preventDefault();
  };
  document.addEventListener('keydown', onKey, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    return typed;
  };
}
