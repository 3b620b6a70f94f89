import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ContactBackendName } from '../src/contentShape/services.ts';
import { builds } from '../scripts/lib/builds.mjs';
import { createMailboxHandler } from './mailbox/handler.ts';

export const MAILBOX_DIR = '.mailbox';
/** A build that sends to the local mailbox may only be written to a folder named like this. */
export const LOCAL_MAILBOX_OUT_DIR = builds['local-mailbox'].outDir;
/** Written into a local-mailbox build: `vite preview` hosts the mailbox only for a build that has it. */
export const LOCAL_MAILBOX_MARKER = '.local-mailbox';
const SEND_FORM_PATH = 'api/v1.0/email/send-form';

/**
 * The local mailbox: with no EmailJS keys, or another back-end than EmailJS (`backend`, the
 * content's), `npm start` answers EmailJS's send-form endpoint under the site's base and saves each
 * message as JSON in .mailbox/, so a fresh clone's contact form works end to end with no account.
 * `vite preview` does the same only for a build made with VITE_LOCAL_MAILBOX=true, and such a build
 * refuses to be written anywhere but dist-test*.
 */
export function mailbox(backend: ContactBackendName = 'emailjs'): Plugin {
  let config: ResolvedConfig;
  let keyed = false;
  let localBuild = false;

  const handler = () =>
    createMailboxHandler({ path: `${config.base}${SEND_FORM_PATH}`, dir: path.join(config.root, MAILBOX_DIR) });

  return {
    name: 'portfolio:mailbox',
    configResolved(resolved) {
      config = resolved;
      const env = resolved.env;
      keyed =
        backend === 'emailjs' &&
        Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID && env.VITE_EMAILJS_TEMPLATE_ID);
      localBuild = !keyed && env.VITE_LOCAL_MAILBOX === 'true';
      if (resolved.command !== 'build') return;
      if (localBuild) refuseProductionOutDir(resolved.build.outDir);
      if (!resolved.build.ssr && !keyed && backend === 'emailjs') {
        resolved.logger.info(
          localBuild
            ? `contact: no EmailJS keys; VITE_LOCAL_MAILBOX=true, so the form sends to the local mailbox of \`vite preview --outDir ${resolved.build.outDir}\`.`
            : 'contact: no EmailJS keys (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID); the form is replaced by a mailto link to the owner. See .env.example.',
        );
      }
    },
    generateBundle() {
      if (localBuild && !config.build.ssr) {
        this.emitFile({
          type: 'asset',
          fileName: LOCAL_MAILBOX_MARKER,
          source: 'This build sends its contact form to the local mailbox of `vite preview`.\n',
        });
      }
    },
    configureServer(server) {
      if (!keyed) server.middlewares.use(handler());
    },
    configurePreviewServer(server) {
      if (existsSync(path.resolve(config.root, config.build.outDir, LOCAL_MAILBOX_MARKER)))
        server.middlewares.use(handler());
    },
  };
}

function refuseProductionOutDir(outDir: string): void {
  if (path.basename(outDir).startsWith(LOCAL_MAILBOX_OUT_DIR)) return;
  throw new Error(
    `VITE_LOCAL_MAILBOX=true builds a site whose contact form posts to a mailbox that only \`vite preview\` on this machine answers, ` +
      `so it may not be written to "${outDir}" (a folder you might upload). Use \`npm run build:local-mailbox\` (→ ${LOCAL_MAILBOX_OUT_DIR}/), ` +
      'or unset VITE_LOCAL_MAILBOX (check .env files) for a production build.',
  );
}
