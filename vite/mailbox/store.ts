import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoreLimits {
  /** Messages the folder may hold. */
  maxMessages: number;
  /** Bytes all messages together may take. */
  maxTotalBytes: number;
}

export class MailboxFull extends Error {}

/** Per folder, the last save queued: each save starts once the one before it has finished. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Saves one message as a new JSON file in `dir` and returns the file's name, unless the folder
 * already holds `maxMessages` files or the new one would take it past `maxTotalBytes`. Saves to one
 * folder run one at a time, so messages arriving together cannot each pass the caps on a count
 * taken before the others were written.
 */
export function saveMessage(dir: string, json: string, receivedAt: Date, limits: StoreLimits): Promise<string> {
  const key = path.resolve(dir);
  const save = (queues.get(key) ?? Promise.resolve()).then(() => checkAndWrite(dir, json, receivedAt, limits));
  const settled = save.catch(() => {});
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return save;
}

async function checkAndWrite(dir: string, json: string, receivedAt: Date, limits: StoreLimits): Promise<string> {
  await mkdir(dir, { recursive: true });
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
  if (files.length >= limits.maxMessages) throw new MailboxFull(`${files.length} messages`);
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(dir, file))).size));
  const total = sizes.reduce((sum, size) => sum + size, Buffer.byteLength(json));
  if (total > limits.maxTotalBytes) throw new MailboxFull(`${total} bytes`);
  const name = `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
  await writeFile(path.join(dir, name), json, { flag: 'wx' });
  return name;
}
