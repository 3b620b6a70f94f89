import { describe, expect, it } from 'vitest';
import { messageParams, pluralMessages } from '@/contentShape/messageParams';
import * as placeholder from '../../../src/placeholder/site';

const at = (path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], placeholder);

const placeholdersOf = (message: string) => Array.from(message.matchAll(/\{(\w+)\}/g), ([, name]) => name);

describe('messageParams: the messages and their placeholders', () => {
  it.each(Object.entries(messageParams))('%s is a message of the placeholder using only its params', (path, params) => {
    const message = at(path);
    expect(typeof message).toBe('string');
    expect(placeholdersOf(message as string).filter((name) => !(params as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it('names only listed messages as plural ones', () => {
    expect(pluralMessages.filter((path) => !(path in messageParams))).toEqual([]);
  });
});
