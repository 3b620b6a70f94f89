import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Color } from 'three';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { SceneTuning } from '@/contentShape/types';
import { tuningFile } from '@/scene/page/tuningFile';
import { panelFolders, withFolderValues } from '@/scene/page/knobPanel';
import { forEachKnob, isColourKnob, knobValues, tunedKnobs, valueAt, type NumberKnob } from '@/scene/knobs';
import { knobUniformWriter } from '@/scene/gpu/knobUniforms';
import { sceneKnobs, sceneParams, templateKnobs } from '@/scene/params';

/** A value inside the knob's range other than `value`, as a panel edit would give. */
function elsewhereInRange(value: number, knob: NumberKnob): number {
  return value === knob.min ? (knob.max ?? value + knob.step) : (knob.min ?? value - knob.step);
}

function knobPaths(): string[] {
  const paths: string[] = [];
  forEachKnob(sceneKnobs, (path) => paths.push(path.join('.')));
  return paths;
}

/** The files `@/content/scene` may resolve to (tsconfig's paths): the owner's, else the placeholder's. */
const tuningPaths = ['../../src/content/scene.ts', '../../../src/placeholder/scene.ts'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

/** Type errors of the app with `pasted` as the owner's tuning file. */
function typeErrorsWithTuning(pasted: string): string[] {
  const configPath = fileURLToPath(new URL('../../../tsconfig.app.json', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.app.json did not parse');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (tuningPaths.includes(path.resolve(file)) ? pasted : readFile(file));
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: { ...config.options, incremental: false },
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The tuning a pasted file declares, as the site would read it. */
async function tuningIn(pasted: string): Promise<SceneTuning> {
  const js = ts.transpileModule(pasted, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = (await import(`data:text/javascript,${encodeURIComponent(js)}`)) as { sceneTuning: SceneTuning };
  return module.sceneTuning;
}

describe('copy params', () => {
  it('writes an empty tuning when nothing was tuned', async () => {
    const pasted = tuningFile(knobValues(templateKnobs));
    expect(pasted).toContain('export const sceneTuning: SceneTuning = {};');
    expect(await tuningIn(pasted)).toEqual({});
  });

  it('writes the tuned values alone, rounded to each knob step, and the site reads them back', async () => {
    const tuned = knobValues(templateKnobs);
    tuned.links.opacity = 0.1 + 0.2;
    tuned.particles.sizeMin = 0.35000000000000003;
    tuned.tilt.easing = [0.1, 0.2 + 0.1, 0.5, 0.99];
    tuned.seed = 42;
    tuned.colour = '#ffc83d';
    const pasted = tuningFile(tuned);

    expect(pasted).not.toMatch(/0000000\d/);
    expect(pasted, 'an untouched knob keeps the template value').not.toContain('distance');
    const tuning = await tuningIn(pasted);
    expect(tuning).toEqual({
      seed: 42,
      colour: '#ffc83d',
      particles: { sizeMin: 0.35 },
      links: { opacity: 0.3 },
      tilt: { easing: [0.1, 0.3, 0.5, 0.99] },
    });
    const running = knobValues(tunedKnobs(templateKnobs, tuning));
    expect(running.links).toEqual({ ...knobValues(templateKnobs).links, opacity: 0.3 });
    expect(running.seed).toBe(42);
  });

  it('pastes over src/content/scene.ts and the app still typechecks', () => {
    const tuned = knobValues(templateKnobs);
    tuned.bloom.intensity = 1.2000000000000002;
    tuned.tilt.easing = [0.2, 0.8, 0.4, 1];
    tuned.colour = '#ff0000';
    expect(typeErrorsWithTuning(tuningFile(tuned))).toEqual([]);
  }, 120_000);
});

describe('knob table', () => {
  it('gives every knob, seed and count rules included, a control in the tuning panel', () => {
    const controlled = new Set(
      panelFolders(sceneKnobs).flatMap((folder) => folder.bindings.map((b) => b.path.join('.'))),
    );
    expect([...controlled].sort()).toEqual(knobPaths().sort());
    expect(controlled).toContain('seed');
    expect(controlled).toContain('particles.minCount');
    expect(controlled).toContain('tilt.gyroscopeMin');
    expect(controlled).toContain('loop.maxDelta');
  });

  it('keeps every default inside its panel range', () => {
    forEachKnob(sceneKnobs, (path, knob) => {
      if (isColourKnob(knob)) return;
      const values = typeof knob.value === 'number' ? [knob.value] : knob.value;
      for (const value of values) {
        expect(value, path.join('.')).toBeGreaterThanOrEqual(knob.min ?? -Infinity);
        expect(value, path.join('.')).toBeLessThanOrEqual(knob.max ?? Infinity);
      }
    });
  });

  it('writes a panel edit into the live values, list knobs item by item', () => {
    const tilt = panelFolders(sceneKnobs).find((folder) => folder.name === 'Tilt');
    if (!tilt) throw new Error('no Tilt folder');
    const { maxDegrees, easing } = sceneKnobs.tilt;
    const tunedDegrees = elsewhereInRange(maxDegrees.value, maxDegrees);
    const tunedSecond = elsewhereInRange(easing.value[1], easing);
    const edited = withFolderValues(sceneParams, tilt, { maxDegrees: tunedDegrees, easing2: tunedSecond });
    expect(edited.tilt.maxDegrees).toBe(tunedDegrees);
    expect(edited.tilt.easing).toEqual(easing.value.map((value, index) => (index === 1 ? tunedSecond : value)));
    expect(sceneParams.tilt.maxDegrees, 'the defaults stay as declared').toBe(maxDegrees.value);
  });

  it('names only uniforms the shaders declare, and the writer fills them from the live values', () => {
    const shaders = fileURLToPath(new URL('../../../shaders', import.meta.url));
    const glsl = readdirSync(shaders, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.glsl'))
      .map((file) => readFileSync(`${shaders}/${file}`, 'utf8'))
      .join('\n');
    const uniforms: Record<string, { value: unknown }> = {};
    forEachKnob(sceneKnobs, (path, knob) => {
      if (!knob.uniform) return;
      expect(glsl, `${path.join('.')} → ${knob.uniform}`).toMatch(new RegExp(`uniform \\w+ ${knob.uniform};`));
      uniforms[knob.uniform] = { value: isColourKnob(knob) ? new Color() : undefined };
    });
    const values = knobValues(sceneKnobs);
    values.links.distance = 90;
    values.particles.opacity = 0.25;
    values.colour = '#ff8000';
    knobUniformWriter(sceneKnobs, uniforms)(values);
    expect(uniforms.uLinkDistance?.value).toBe(90);
    expect(uniforms.uOpacity?.value).toBe(0.25);
    expect(uniforms.uSizeMax?.value).toBe(valueAt(values, ['particles', 'sizeMax']));
    expect((uniforms.uColour?.value as Color).getHexString()).toBe('ff8000');
  });
});
