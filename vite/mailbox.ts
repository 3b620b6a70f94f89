import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

export const MAILBOX_DIR = '.mailbox';
const SEND_FORM_PATH = 'api/v1.0/email/send-form';
const FIELDS = ['user_name', 'email', 'subject', 'message'] as const;
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The local mailbox: when no EmailJS keys are set, `npm start` and `npm run preview` answer EmailJS's
 * send-form endpoint under the site's base and save each message as JSON in .mailbox/, so a fresh
 * clone's contact form works end to end with no account.
 */
export function mailbox(): Plugin {
  let base = '/';
  let root = process.cwd();
  let keyed = false;
  let localBuild = false;

  const middleware = (): Connect.NextHandleFunction => async (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (keyed || url.pathname !== `${base}${SEND_FORM_PATH}`) return next();
    if (req.method !== 'POST') return reply(res, 405, 'Method Not Allowed');
    try {
      const form = await readForm(req);
      const message = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
      const receivedAt = new Date().toISOString();
      const dir = path.join(root, MAILBOX_DIR);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${receivedAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      await writeFile(file, `${JSON.stringify({ receivedAt, ...message, lib_version: form.get('lib_version') }, null, 2)}\n`);
      console.info(`mailbox: message from ${message.user_name} <${message.email}> saved to ${path.relative(root, file)}`);
      reply(res, 200, 'OK');
    } catch (error) {
      reply(res, 400, error instanceof Error ? error.message : 'Bad Request');
    }
  };

  return {
    name: 'portfolio:mailbox',
    configResolved(config) {
      base = config.base;
      root = config.root;
      const env = config.env;
      keyed = Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID && env.VITE_EMAILJS_TEMPLATE_ID);
      localBuild = env.VITE_LOCAL_MAILBOX === 'true';
      if (config.command === 'build' && !config.build.ssr && !keyed) {
        config.logger.info(
          localBuild
            ? 'contact: no EmailJS keys; VITE_LOCAL_MAILBOX=true, so the form sends to the local mailbox of `vite preview`.'
            : 'contact: no EmailJS keys (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID); the form is replaced by a mailto link to the owner. See .env.example.',
        );
      }
    },
    configureServer(server) {
      server.middlewares.use(middleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware());
    },
  };
}

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Message too large');
    chunks.push(chunk as Buffer);
  }
  const request = new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return request.formData();
}

function reply(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}
