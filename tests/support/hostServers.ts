import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { caddyAddress, caddyRoot } from '../../scripts/lib/hosts/caddyfile.mjs';
import { freePort } from './freePort';
import { nginxListen, nginxRoot } from '../../scripts/lib/hosts/nginxConf.mjs';

/** A web server of one's own, started on 127.0.0.1 with the configuration the build wrote. */
export interface HostServer {
  origin: string;
  stop: () => void;
}

/** The two servers the build writes a configuration for (`hosts/` in its folder), and how to start each. */
export const hostServers = {
  nginx: startNginx,
  Caddy: startCaddy,
} satisfies Record<string, (outDir: string, base: string) => Promise<HostServer>>;

/** The generated file with the owner's two lines set for this run; fails when a line is gone. */
function configured(file: string, replacements: [line: string, by: string][]): string {
  return replacements.reduce(
    (text, [line, by]) => {
      if (!text.includes(line)) throw new Error(`${file} has no "${line}" to set`);
      return text.replace(line, by);
    },
    readFileSync(file, 'utf8'),
  );
}

/** A folder holding the build at `<folder><base>`, as the owner uploads it. */
function siteRoot(outDir: string, base: string): string {
  const work = mkdtempSync(path.join(tmpdir(), 'host-server-'));
  const site = path.join(work, 'www', base).replace(/[/\\]$/, '');
  mkdirSync(path.dirname(site), { recursive: true });
  symlinkSync(path.resolve(outDir), site);
  return work;
}

async function startNginx(outDir: string, base: string): Promise<HostServer> {
  const work = siteRoot(outDir, base);
  const port = await freePort();
  const site = configured(path.join(outDir, 'hosts', 'nginx.conf'), [
    [nginxListen, `listen 127.0.0.1:${port};`],
    [nginxRoot, `root ${path.join(work, 'www')};`],
  ]);
  writeFileSync(path.join(work, 'site.conf'), site);
  // One process as the user running the tests; every file it writes in the run's folder.
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${path.join(work, 'nginx.pid')};`,
      'error_log stderr;',
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${path.join(work, 'body')};`,
      `  proxy_temp_path ${path.join(work, 'proxy')};`,
      `  fastcgi_temp_path ${path.join(work, 'fastcgi')};`,
      `  include ${path.join(work, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  return started(
    spawn('nginx', ['-p', work, '-e', 'stderr', '-c', path.join(work, 'nginx.conf')]),
    port,
    work,
    'nginx (Debian: apt-get install nginx-light)',
  );
}

async function startCaddy(outDir: string, base: string): Promise<HostServer> {
  const work = siteRoot(outDir, base);
  const port = await freePort();
  const site = configured(path.join(outDir, 'hosts', 'Caddyfile'), [
    [caddyAddress, `http://127.0.0.1:${port} {`],
    [caddyRoot, `root * ${path.join(work, 'www')}`],
  ]);
  // No admin endpoint (its port would be shared by every Caddy on the machine).
  writeFileSync(path.join(work, 'Caddyfile'), `{\n\tadmin off\n}\n${site}`);
  const env = { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work };
  return started(
    spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', path.join(work, 'Caddyfile')], { env }),
    port,
    work,
    'caddy (Debian: apt-get install caddy)',
  );
}

/** Resolves once the server answers on its port; rejects with its output when it exits first or is not installed. */
async function started(server: ChildProcess, port: number, work: string, install: string): Promise<HostServer> {
  let output = '';
  let gone = false;
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    server.on('error', (error) => reject(new Error(`${install} could not be started: ${error.message}`)));
    server.on('exit', (code) => {
      gone = true;
      reject(new Error(`the server exited (${code}) before answering:\n${output}`));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const answering = (async () => {
    while (!gone) {
      try {
        await fetch(origin);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  await Promise.race([answering, exited]);
  return {
    origin,
    stop: () => {
      server.removeAllListeners('exit');
      server.kill();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
