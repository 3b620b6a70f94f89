import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, '.github/workflows/deploy.yml');
const source = readFileSync(file, 'utf8');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(source) as { on: Record<string, unknown>; permissions: unknown; jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const steps = jobs.flatMap(([, job]) => job.steps);
const EMAILJS_VARIABLES = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'];

describe('the Pages workflow', () => {
  it('is a valid GitHub Actions workflow (SchemaStore schema, offline)', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('pins every action to a full commit SHA, its release named beside it', () => {
    const uses = source.split('\n').filter((line) => /^\s*(- )?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line, line.trim()).toMatch(/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('grants nothing at the top and each job only what it declares', () => {
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of jobs) expect(job.permissions, name).toBeDefined();
    expect(workflow.jobs.checks!.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('runs on Node 22', () => {
    const setups = steps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBe(jobs.filter(([, job]) => job.steps.some((step) => step.run === 'npm ci')).length);
    for (const step of setups) expect(step.with?.['node-version']).toBe(22);
  });

  it('checks pull requests without deploying them', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.jobs.deploy!.if).toBe("github.event_name != 'pull_request'");
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.if).toBe("github.event_name != 'pull_request'");
  });

  it('takes the base path and origin from configure-pages, which may turn Pages on', () => {
    const pages = steps.find((step) => step.uses?.startsWith('actions/configure-pages@'));
    expect(pages).toMatchObject({ id: 'pages', with: { enablement: true } });
    const build = steps.find((step) => step.run === 'npm run build');
    expect(build?.env).toMatchObject({
      BASE_PATH: "${{ format('{0}/', steps.pages.outputs.base_path) }}",
      SITE_ORIGIN: '${{ steps.pages.outputs.origin }}',
    });
  });

  it('runs the unit, e2e and visual suites, then checks the very build it uploads', () => {
    const runs = steps.map((step) => step.run ?? '');
    for (const command of ['npm run test:unit', 'npm run test:e2e', 'npm run test:shipped']) expect(runs).toContain(command);
    const buildSteps = workflow.jobs.build!.steps.map((step) => step.run ?? step.uses ?? '');
    const order = ['npm run build', 'npm run test:shipped', 'actions/upload-pages-artifact@'].map((what) => buildSteps.findIndex((step) => step.startsWith(what)));
    expect(order.every((index, at) => index >= 0 && (at === 0 || index > order[at - 1]!))).toBe(true);
  });

  it('warns naming each missing EmailJS variable, the same ones the build passes and the site reads', () => {
    const warning = steps.find((step) => step.run?.includes('::warning'));
    for (const name of EMAILJS_VARIABLES) {
      expect(warning?.run).toContain(name);
      expect(warning?.env?.[name]).toBe(`\${{ vars.${name} }}`);
      expect(steps.find((step) => step.run === 'npm run build')?.env?.[name]).toBe(`\${{ vars.${name} }}`);
      expect(readFileSync(path.join(root, 'src/services/contact/config.ts'), 'utf8')).toContain(name);
    }
  });
});
