import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CACHE_FILE } from '../../../vite/writing/elsewhere/cacheFile';
import { playwrightTestDir, snapshotPathTemplate } from '../../snapshotPath';

const root = path.resolve(import.meta.dirname, '../../..');
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
  needs?: string | string[];
  'runs-on'?: string;
  strategy?: { 'fail-fast'?: boolean; matrix?: Record<string, unknown> };
  permissions?: Record<string, string>;
  container?: { image: string; options?: string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: unknown;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = parse(source) as Workflow;
const jobs = Object.entries(workflow.jobs);
const steps = jobs.flatMap(([, job]) => job.steps);
const EMAILJS_VARIABLES = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'];

const workflowsDir = path.join(root, '.github/workflows');
const workflowFiles = readdirSync(workflowsDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => ({ name, source: readFileSync(path.join(workflowsDir, name), 'utf8') }));
const workflows = workflowFiles.map(({ name, source: text }) => ({ name, workflow: parse(text) as Workflow }));
const snapshotsWorkflow = workflows.find(({ name }) => name === 'snapshots.yml')?.workflow;
const refreshWorkflow = workflows.find(({ name }) => name === 'refresh-posts.yml')!.workflow;

/** Commands that drive the browser against snapshots: these jobs must run where the snapshots were recorded. */
const comparesSnapshots = (job: Job) =>
  job.steps.some((step) =>
    ['npm run test:e2e', 'npm run test:shipped', 'npm run test:update'].includes(step.run ?? ''),
  );

describe('every workflow', () => {
  it.each(workflowFiles.map(({ name, source: text }) => [name, text]))(
    '%s is a valid GitHub Actions workflow (SchemaStore schema, offline)',
    (_, text) => {
      expect(validateWorkflow(text).errors).toEqual([]);
    },
  );

  it.each(workflowFiles.map(({ name, source: text }) => [name, text]))(
    '%s pins every action to a full commit SHA, its release named beside it',
    (_, text) => {
      const uses = text.split(/\r?\n/).filter((line) => /^\s*(- )?uses:/.test(line));
      expect(uses.length).toBeGreaterThan(0);
      for (const line of uses) expect(line, line.trim()).toMatch(/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    },
  );

  it('pins each action to one commit across the workflows', () => {
    const pins = new Map<string, Set<string>>();
    for (const { source: text } of workflowFiles) {
      for (const [, action, sha] of text.matchAll(/uses: ([\w-]+\/[\w-]+)@([0-9a-f]{40})/g))
        pins.set(action!, (pins.get(action!) ?? new Set()).add(sha!));
    }
    for (const [action, shas] of pins) expect([...shas], action).toHaveLength(1);
  });

  it('grants nothing at the top and each job only what it declares', () => {
    for (const { name, workflow: each } of workflows) {
      expect(each.permissions, name).toEqual({});
      for (const [job, { permissions }] of Object.entries(each.jobs))
        expect(permissions, `${name} ${job}`).toBeDefined();
    }
  });

  it('runs every job that compares or records snapshots in one Debian image, with one set of packages, Chromium among them', () => {
    const places = workflows.flatMap(({ name, workflow: each }) =>
      Object.entries(each.jobs)
        .filter(([, job]) => comparesSnapshots(job))
        .map(([job, { container, steps: jobSteps }]) => ({
          where: `${name} ${job}`,
          image: container?.image,
          packages: each.env?.DEBIAN_PACKAGES,
          installsFirst: jobSteps[0]?.run?.includes('apt-get install') && jobSteps[0].run.includes('$DEBIAN_PACKAGES'),
        })),
    );
    expect(places.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['deploy.yml checks', 'deploy.yml build', 'snapshots.yml record']),
    );
    for (const place of places) {
      expect(place.image, place.where).toBe(places[0]!.image);
      expect(place.image, place.where).toMatch(/^debian:/);
      expect(place.packages, place.where).toBe(places[0]!.packages);
      expect(place.packages?.split(' '), place.where).toContain('chromium');
      expect(place.installsFirst, place.where).toBe(true);
    }
  });

  it('runs on Node 22', () => {
    for (const { name, workflow: each } of workflows) {
      const eachJobs = Object.values(each.jobs);
      const setups = eachJobs
        .flatMap((job) => job.steps)
        .filter((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(setups.length, name).toBe(
        eachJobs.filter((job) => job.steps.some((step) => step.run === 'npm ci')).length,
      );
      for (const step of setups) expect(step.with?.['node-version'], name).toBe(22);
    }
  });
});

describe('the snapshot workflow', () => {
  it('runs only when started by hand, records the snapshots and offers exactly their folder as an artifact', () => {
    expect(Object.keys(snapshotsWorkflow?.on ?? {})).toEqual(['workflow_dispatch']);
    const recordSteps = Object.values(snapshotsWorkflow?.jobs ?? {}).flatMap((job) => job.steps);
    const record = recordSteps.findIndex((step) => step.run === 'npm run test:update');
    const upload = recordSteps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(record).toBeGreaterThan(-1);
    expect(upload).toBeGreaterThan(record);
    const folder = snapshotPathTemplate
      .replace('{testDir}', path.relative(root, path.resolve(root, playwrightTestDir)))
      .split('{arg}')[0];
    expect(recordSteps[upload]?.with).toMatchObject({ path: folder, 'if-no-files-found': 'error' });
    const recorded = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['test:update'] as string;
    expect(recorded).toMatch(/playwright test tests\/visual .*--update-snapshots/);
  });
});

describe('the workflow refreshing the posts published elsewhere', () => {
  const job = refreshWorkflow.jobs.refresh!;
  const commit = job.steps.find((step) => step.run?.includes('git commit'))!;

  it('runs every day and by hand, reading the feeds after npm ci, with the checkout keeping no token', () => {
    expect(Object.keys(refreshWorkflow.on)).toEqual(['schedule', 'workflow_dispatch']);
    expect(job.steps.map((step) => step.run).filter(Boolean)).toEqual([
      'npm ci',
      'npm run writing:refresh',
      commit.run,
    ]);
    expect(job.steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toEqual({
      'persist-credentials': false,
    });
  });

  it('commits only the owner\u2019s cache file, when it changed, and starts the deploy, which accepts that', () => {
    expect(job.permissions).toEqual({ contents: 'write', actions: 'write' });
    expect(commit.env?.CACHE).toBe(`src/content/${CACHE_FILE}`);
    expect(commit.run).toMatch(/git status --porcelain -- "\$CACHE"[\s\S]*exit 0[\s\S]*git add -- "\$CACHE"/);
    expect(commit.run).toContain('gh workflow run deploy.yml');
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });
});

describe('the Pages workflow', () => {
  it('grants the checks and the deploy only what they need', () => {
    expect(workflow.jobs.checks!.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
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
    const build = workflow.jobs.build!.steps.find((step) => step.run === 'npm run build');
    expect(build?.env).toMatchObject({
      BASE_PATH: "${{ format('{0}/', steps.pages.outputs.base_path) }}",
      SITE_ORIGIN: '${{ steps.pages.outputs.origin }}',
    });
  });

  it('runs the unit, e2e, visual and owner suites, then checks the very build it uploads', () => {
    const runs = steps.map((step) => step.run ?? '');
    for (const command of ['npm run test:unit', 'npm run test:e2e', 'npm run test:shipped'])
      expect(runs).toContain(command);
    const checks = workflow.jobs.checks!.steps.map((step) => step.run ?? '');
    const ownerBuild = checks.findIndex((run) => run.includes('npm run build:owner'));
    expect(ownerBuild, 'the owner suite gates the deploy: its build comes before the e2e run').toBeGreaterThanOrEqual(
      0,
    );
    expect(ownerBuild).toBeLessThan(checks.indexOf('npm run test:e2e'));
    const buildSteps = workflow.jobs.build!.steps.map((step) => step.run ?? step.uses ?? '');
    const order = ['npm run build', 'npm run test:shipped', 'actions/upload-pages-artifact@'].map((what) =>
      buildSteps.findIndex((step) => step.startsWith(what)),
    );
    expect(order.every((index, at) => index >= 0 && (at === 0 || index > order[at - 1]!))).toBe(true);
  });

  it('runs the visitor journeys in the other engines under CI=true, after installing the packages .ci/run installs', () => {
    const checks = workflow.jobs.checks!.steps;
    const journeys = checks.findIndex((step) => step.run === 'npm run test:engines');
    expect(checks[journeys]?.env?.CI, 'a missing engine fails the run').toBe('true');
    const install = checks.findIndex(
      (step) => step.run?.includes('apt-get install') && step.run.includes('$ENGINE_PACKAGES'),
    );
    expect(install, 'the engines are installed first').toBeGreaterThanOrEqual(0);
    expect(install).toBeLessThan(journeys);
    const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
    // The rest of what .ci/run installs (Chromium, the web servers) the workflow installs with the browser's packages.
    const withTheBrowser = workflow.env?.DEBIAN_PACKAGES?.split(' ') ?? [];
    const ciPackages = [...ciRun.matchAll(/missing\+=\(([\w-]+)\)/g)]
      .map(([, name]) => name!)
      .filter((name) => !withTheBrowser.includes(name));
    expect(workflow.env?.ENGINE_PACKAGES?.split(' ').sort()).toEqual(ciPackages.sort());
  });

  it('runs npm run doctor in the build job, before the build and with its EmailJS variables, so its list reaches the job summary', () => {
    const build = workflow.jobs.build!.steps;
    const doctor = build.findIndex((step) => step.run === 'npm run doctor');
    expect(doctor, 'the doctor runs').toBeGreaterThanOrEqual(0);
    expect(doctor).toBeLessThan(build.findIndex((step) => step.run === 'npm run build'));
    for (const name of EMAILJS_VARIABLES) expect(build[doctor]?.env?.[name]).toBe(`\${{ vars.${name} }}`);
  });

  it('warns naming each missing EmailJS variable, the same ones the build passes and the site reads', () => {
    const warning = steps.find((step) => step.run?.includes('::warning'));
    for (const name of EMAILJS_VARIABLES) {
      expect(warning?.run).toContain(name);
      expect(warning?.env?.[name]).toBe(`\${{ vars.${name} }}`);
      expect(workflow.jobs.build!.steps.find((step) => step.run === 'npm run build')?.env?.[name]).toBe(
        `\${{ vars.${name} }}`,
      );
      expect(readFileSync(path.join(root, 'src/contact/sending/config.ts'), 'utf8')).toContain(name);
    }
  });

  it('installs, checks and builds on Windows and macOS too, on pull requests and pushes, without holding up the publish', () => {
    const other = workflow.jobs['other-systems'];
    expect(other, 'the other-systems job').toBeDefined();
    expect(other!['runs-on']).toBe('${{ matrix.os }}');
    expect(other!.strategy?.matrix?.os).toEqual(['windows-latest', 'macos-latest']);
    expect(other!.strategy?.['fail-fast'], 'one system failing does not cancel the other').toBe(false);
    expect(other!.if, 'it runs on every event the workflow has').toBeUndefined();
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on).toHaveProperty('push');
    expect(other!.permissions).toEqual({ contents: 'read' });
    expect(other!.steps.flatMap((step) => (step.run ? [step.run] : []))).toEqual([
      'npm ci',
      'npm run check',
      'npm run build',
    ]);
    const nodeVersion = (job: Job) =>
      job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    expect(nodeVersion(other!)).toBe(nodeVersion(workflow.jobs.checks!));
    // Nothing waits for it: the build and the publish, and the jobs they wait for, never name it.
    const needs = (name: string): string[] =>
      [workflow.jobs[name]!.needs ?? []].flat().flatMap((need) => [need, ...needs(need)]);
    expect(needs('deploy')).toEqual(expect.arrayContaining(['build', 'checks']));
    expect(needs('deploy')).not.toContain('other-systems');
    for (const [name, job] of jobs) expect([job.needs ?? []].flat(), name).not.toContain('other-systems');
  });
});
