/**
 * What takes the place of a part of the form that never came (asked for twice): a word for the owner
 * in the console, and a wait that never ends, so React keeps the prerendered form, which sends through
 * the visitor's mail app as it does without JavaScript.
 */
export const keepPrerenderedForm =
  (part: string) =>
  (error: unknown): Promise<never> => {
    console.warn(`The contact form ${part} did not load; the form falls back to the mail app.`, error);
    return new Promise<never>(() => {});
  };
