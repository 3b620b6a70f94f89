import type { AsPage } from '../../src/contentShape/types';

/**
 * The template's own content as the page holds it: its messages are text already, as the build would
 * read them, which this checks (an item written as a function throws).
 */
export function asPage<T>(value: T): AsPage<T> {
  JSON.stringify(value, (key, item: unknown) => {
    if (typeof item === 'function') throw new Error(`${key} is a function: the template's content writes messages`);
    return item;
  });
  return value as AsPage<T>;
}
