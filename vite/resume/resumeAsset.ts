import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resume } from '../../src/contentShape/types.ts';
import { displayPath } from '../../scripts/lib/displayPath.mjs';

/** The largest résumé the build accepts: a CV of a few pages with a photo stays well below. */
export const RESUME_BUDGET_BYTES = 2 * 1024 * 1024;

const PDF_SIGNATURE = '%PDF-';

export interface ResumeAsset {
  /** Path in the output, with the content hash, e.g. `assets/cv-1a2b3c4d5e.pdf`. */
  fileName: string;
  source: Buffer;
}

/**
 * The owner's résumé as the build ships it. Fails naming the item when the file is missing, is not a
 * PDF, or is over the budget.
 */
export async function resumeAsset(resume: Resume & { src: string }, contentDir: string): Promise<ResumeAsset> {
  const file = path.join(contentDir, resume.src);
  const shown = displayPath(file);
  const by = `resume "${resume.src}"`;
  const source = await readFile(file).catch(() => {
    throw new Error(`${by}: ${shown} not found`);
  });
  if (source.subarray(0, PDF_SIGNATURE.length).toString('latin1') !== PDF_SIGNATURE) {
    throw new Error(`${by}: ${shown} is not a PDF (it does not start with ${PDF_SIGNATURE})`);
  }
  if (source.length > RESUME_BUDGET_BYTES) {
    throw new Error(
      `${by}: ${shown} is ${source.length} bytes, over the ${RESUME_BUDGET_BYTES}-byte budget (RESUME_BUDGET_BYTES)`,
    );
  }
  return hashedAsset(path.basename(resume.src, path.extname(resume.src)), source);
}

/** A PDF under assets/ with a hash of its bytes in the name, so a new version is never served from a stale cache. */
export function hashedAsset(name: string, source: Buffer): ResumeAsset {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/${name}-${hash}.pdf`, source };
}
