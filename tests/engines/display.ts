import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

export function xvfbMissing(): string | undefined {
  if (existsSync(xvfbPath)) return undefined;
  return `Xvfb is not installed (no ${xvfbPath}): the engines run headful on a virtual screen; install it with \`sudo apt-get install xvfb\`.`;
}

export interface Display {
  /** The X display name, e.g. `:99`. */
  name: string;
  stop(): void;
}

/**
 * A virtual screen of our own, larger than any window the journeys open, on the first free
 * display number (Xvfb picks it and writes it to fd 3).
 */
export function startDisplay(): Promise<Display> {
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.trim()}`)));
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => {
      resolve({ name: `:${chunk.toString().trim()}`, stop: () => xvfb.kill() });
    });
  });
}
