import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { templateSnapshotSteps } from '../../../scripts/lib/snapshotUpdate.mjs';
import { ownerSuite } from '../../../scripts/lib/suites.mjs';
import { CACHE_FILE } from '../../../vite/writing/elsewhere/cacheFile';
import { GITHUB_CACHE_FILE } from '../../../vite/github/cacheFile';
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
    /^npm (test$|run (test:e2e|test:shipped|test:update|test:owner-edits)\b)/.test(step.run ?? ''),
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
      expect.arrayContaining(['deploy.yml site', 'deploy.yml template-e2e', 'snapshots.yml record']),
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
    expect(recorded).toBe('node scripts/test-update.mjs');
    expect(templateSnapshotSteps.flat()).toEqual(expect.arrayContaining(['tests/visual', '--update-snapshots=all']));
  });
});

describe('the workflow refreshing the posts published elsewhere and the GitHub figures', () => {
  const job = refreshWorkflow.jobs.refresh!;
  const commit = job.steps.find((step) => step.run?.includes('git commit'))!;

  it('runs every day and by hand, reading the feeds and GitHub after npm ci, with the checkout keeping no token', () => {
    expect(Object.keys(refreshWorkflow.on)).toEqual(['schedule', 'workflow_dispatch']);
    expect(job.steps.map((step) => step.run).filter(Boolean)).toEqual([
      'npm ci',
      'npm run writing:refresh',
      'npm run github:refresh',
      commit.run,
    ]);
    expect(job.steps.find((step) => step.run === 'npm run github:refresh')?.env).toEqual({
      GITHUB_TOKEN: '${{ github.token }}',
    });
    expect(job.steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toEqual({
      'persist-credentials': false,
    });
  });

  it('commits only the owner\u2019s cache files, when they changed, and starts the deploy, which accepts that', () => {
    expect(job.permissions).toEqual({ contents: 'write', actions: 'write' });
    expect(commit.env?.CACHE).toBe(`src/content/${CACHE_FILE}`);
    expect(commit.env?.FIGURES).toBe(`src/content/${GITHUB_CACHE_FILE}`);
    expect(commit.run).toMatch(
      /git status --porcelain -- "\$CACHE" "\$FIGURES"[\s\S]*exit 0[\s\S]*for file in "\$CACHE" "\$FIGURES"[\s\S]*git add -- "\$file"/,
    );
    expect(commit.run).toContain('gh workflow run deploy.yml');
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });
});

const planSuite = (job: Job | Step) =>
  /needs\.plan\.outputs\.suite == '(owner|template)'/.exec(job.if ?? '')?.[1] as 'owner' | 'template' | undefined;
const site = workflow.jobs.site!;
/** The steps of the site job that run on a plan's path: its own, and those of either path. */
const siteSteps = (suite: 'owner' | 'template') =>
  site.steps.filter((step) => [undefined, suite].includes(planSuite(step))).map((step) => step.run ?? step.uses ?? '');
const templateJobs = jobs.filter(([, job]) => planSuite(job) === 'template').map(([name]) => name);
const needsOf = (name: string): string[] =>
  [workflow.jobs[name]!.needs ?? []].flat().flatMap((need) => [need, ...needsOf(need)]);

describe('the Pages workflow', () => {
  it('asks npm run ci-plan first, from the whole history and with no install, and every other job waits for its answer', () => {
    const plan = workflow.jobs.plan!;
    expect(plan.steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({
      'fetch-depth': 0,
      'persist-credentials': false,
    });
    expect(plan.steps.map((step) => step.run).filter(Boolean)).toEqual(['node scripts/ci-plan.mjs']);
    expect((plan as Job & { outputs?: Record<string, string> }).outputs).toEqual({
      suite: '${{ steps.plan.outputs.suite }}',
    });
    for (const [name] of jobs.filter(([name]) => name !== 'plan' && name !== 'deploy'))
      expect(needsOf(name), name).toContain('plan');
  });

  it("on an owner's push runs her suite on the build that ships, then publishes: no template job, no other engine", () => {
    expect(planSuite(site), 'the site job runs on both paths').toBeUndefined();
    const owner = siteSteps('owner');
    const suite = site.steps.find((step) => step.run === 'npm test');
    expect(planSuite(suite!)).toBe('owner');
    expect(suite?.env).toMatchObject({ CI: 'true', OWNER_BUILD: 'shipped' });
    expect(owner.filter((run) => /^npm (test|run)/.test(run))).toEqual(['npm run doctor', 'npm test']);
    expect(owner.findIndex((run) => run.startsWith('actions/upload-pages-artifact@'))).toBeGreaterThan(
      owner.indexOf('npm test'),
    );
    expect(site.steps[0]?.run, 'no other engine is installed').not.toContain('ENGINE_PACKAGES');
    expect(templateJobs.sort()).toEqual(
      ['other-systems', 'template-checks', 'template-e2e', 'template-engines', 'template-owner-shapes'].sort(),
    );
    // What npm test runs on that path: her checks and the build that ships, no template stage.
    expect(ownerSuite({ OWNER_BUILD: 'shipped' }).map((stage) => stage.npm.join(' '))).toEqual([
      'run typecheck',
      'exec -- eslint src/content',
      'run test:content',
      'run build',
      'run test:owner',
    ]);
  });

  it('on a template change runs the template suite in parallel jobs, e2e in four shards, and checks the very build it uploads', () => {
    const e2e = workflow.jobs['template-e2e']!;
    expect(e2e.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    expect(e2e.steps.map((step) => step.run)).toContain('npm run test:e2e -- --shard=${{ matrix.shard }}/4');
    const runs = jobs
      .filter(([name]) => templateJobs.includes(name))
      .flatMap(([, job]) => job.steps.map((step) => step.run));
    for (const command of [
      'npm run check',
      'npm run test:owner-edits',
      'npm run test:owner-shapes',
      'npm run test:engines',
    ])
      expect(runs).toContain(command);
    const template = siteSteps('template');
    const order = [
      'npm run test:content',
      'npm run build',
      'npm run test:shipped',
      'actions/upload-pages-artifact@',
    ].map((what) => template.findIndex((step) => step.startsWith(what)));
    expect(order.every((index, at) => index >= 0 && (at === 0 || index > order[at - 1]!))).toBe(true);
    for (const [name, job] of jobs.filter(([name]) => name.startsWith('template-')))
      for (const step of job.steps.filter((each) => each.run?.startsWith('npm run test:')))
        expect(step.env?.TEST_SUITE, `${name}: ${step.run} never reads the owner's content`).toBe('template');
  });

  it('publishes only what passed: after the site job, and on a template change after every template job but Windows and macOS', () => {
    const deploy = workflow.jobs.deploy!;
    expect([deploy.needs].flat().sort()).toEqual(
      ['site', ...templateJobs.filter((name) => name !== 'other-systems')].sort(),
    );
    // A skipped template job (an owner's push) must not skip the publish, a failed or cancelled one must.
    expect(deploy.if).toContain('always()');
    expect(deploy.if).toContain("needs.site.result == 'success'");
    expect(deploy.if).toContain("!contains(needs.*.result, 'failure')");
    expect(deploy.if).toContain("!contains(needs.*.result, 'cancelled')");
    expect(deploy.if).toContain("github.event_name != 'pull_request'");
  });

  it('grants the jobs only what they need', () => {
    for (const [name, job] of jobs.filter(([name]) => name !== 'site' && name !== 'deploy'))
      expect(job.permissions, name).toEqual({ contents: 'read' });
    expect(site.permissions).toEqual({ contents: 'read', pages: 'write' });
    expect(workflow.jobs.deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('checks pull requests without deploying them', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.if).toBe("github.event_name != 'pull_request'");
  });

  it('takes the base path and origin from configure-pages, which may turn Pages on, on both paths', () => {
    const pages = steps.find((step) => step.uses?.startsWith('actions/configure-pages@'));
    expect(pages).toMatchObject({ id: 'pages', with: { enablement: true } });
    for (const run of ['npm run build', 'npm test']) {
      expect(site.steps.find((step) => step.run === run)?.env, run).toMatchObject({
        BASE_PATH: "${{ format('{0}/', steps.pages.outputs.base_path) }}",
        SITE_ORIGIN: '${{ steps.pages.outputs.origin }}',
      });
    }
  });

  it('runs the visitor journeys in the other engines under CI=true, after installing the packages .ci/run installs', () => {
    const engines = workflow.jobs['template-engines']!.steps;
    const journeys = engines.findIndex((step) => step.run === 'npm run test:engines');
    expect(engines[journeys]?.env?.CI, 'a missing engine fails the run').toBe('true');
    expect(engines[0]?.run, 'the engines are installed first').toContain('$ENGINE_PACKAGES');
    const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
    const installed = [workflow.env?.DEBIAN_PACKAGES, workflow.env?.HOST_SERVER_PACKAGES, workflow.env?.ENGINE_PACKAGES]
      .join(' ')
      .split(' ');
    const ciPackages = [...ciRun.matchAll(/missing\+=\(([\w-]+)\)/g)].map(([, name]) => name!);
    for (const name of ciPackages) expect(installed, `${name}, which .ci/run installs`).toContain(name);
    const hostSpecs = workflow.jobs['template-e2e']!.steps[0]?.run;
    expect(hostSpecs, 'the e2e shards install the web servers the host specs start').toContain('$HOST_SERVER_PACKAGES');
  });

  it('runs npm run doctor in the site job, before the build and with its EmailJS variables, so its list reaches the job summary', () => {
    const doctor = site.steps.findIndex((step) => step.run === 'npm run doctor');
    expect(doctor, 'the doctor runs').toBeGreaterThanOrEqual(0);
    for (const run of ['npm run build', 'npm test'])
      expect(doctor).toBeLessThan(site.steps.findIndex((step) => step.run === run));
    for (const name of EMAILJS_VARIABLES) expect(site.steps[doctor]?.env?.[name]).toBe(`\${{ vars.${name} }}`);
  });

  it('warns naming each missing EmailJS variable, the same ones both builds pass and the site reads', () => {
    const warning = steps.find((step) => step.run?.includes('::warning'));
    for (const name of EMAILJS_VARIABLES) {
      expect(warning?.run).toContain(name);
      expect(warning?.env?.[name]).toBe(`\${{ vars.${name} }}`);
      for (const run of ['npm run build', 'npm test'])
        expect(site.steps.find((step) => step.run === run)?.env?.[name], run).toBe(`\${{ vars.${name} }}`);
      expect(readFileSync(path.join(root, 'src/contact/sending/config.ts'), 'utf8')).toContain(name);
    }
  });

  it('installs, checks and builds on Windows and macOS on a template change, without holding up the publish', () => {
    const other = workflow.jobs['other-systems'];
    expect(other!['runs-on']).toBe('${{ matrix.os }}');
    expect(other!.strategy?.matrix?.os).toEqual(['windows-latest', 'macos-latest']);
    expect(other!.strategy?.['fail-fast'], 'one system failing does not cancel the other').toBe(false);
    expect(planSuite(other!)).toBe('template');
    expect(other!.steps.flatMap((step) => (step.run ? [step.run] : []))).toEqual([
      'npm ci',
      'npm run check',
      'npm run build',
    ]);
    const nodeVersion = (job: Job) =>
      job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    expect(nodeVersion(other!)).toBe(nodeVersion(site));
    expect(needsOf('deploy')).not.toContain('other-systems');
    for (const [name, job] of jobs) expect([job.needs ?? []].flat(), name).not.toContain('other-systems');
  });
});
