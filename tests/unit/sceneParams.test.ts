import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { Color } from 'three';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { formatParamsFile } from '@/scene/page/formatParams';
import { panelFolders, withFolderValues } from '@/scene/page/knobPanel';
import { forEachKnob, isColourKnob, knobValues, valueAt, type NumberKnob } from '@/scene/knobs';
import { knobUniformWriter } from '@/scene/gpu/knobUniforms';
import { sceneKnobs, sceneParams } from '@/scene/params';

const paramsPath = fileURLToPath(new URL('../../src/scene/params.ts', import.meta.url));
const paramsSource = readFileSync(paramsPath, 'utf8');

/** A value inside the knob's range other than `value`, as a panel edit would give. */
function elsewhereInRange(value: number, knob: NumberKnob): number {
  return value === knob.min ? (knob.max ?? value + knob.step) : (knob.min ?? value - knob.step);
}

function knobPaths(): string[] {
  const paths: string[] = [];
  forEachKnob(sceneKnobs, (path) => paths.push(path.join('.')));
  return paths;
}

/** Type errors of the app with `pasted` in place of params.ts. */
function typeErrorsWithParams(pasted: string): string[] {
  const configPath = fileURLToPath(new URL('../../tsconfig.app.json', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.app.json did not parse');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === paramsPath ? pasted : readFile(file));
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, incremental: false }, host });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('copy params', () => {
  it('writes params.ts back unchanged when nothing was tuned', () => {
    expect(formatParamsFile(paramsSource, sceneParams)).toBe(paramsSource);
  });

  it('writes tuned values rounded to each knob step, keeping every comment and type', () => {
    const tuned = structuredClone(sceneParams);
    tuned.links.opacity = 0.1 + 0.2;
    tuned.particles.sizeMin = 0.35000000000000003;
    tuned.tilt.easing = [0.1, 0.2 + 0.1, 0.5, 0.99];
    tuned.seed = 42;
    tuned.colour = '#ffc83d';
    const pasted = formatParamsFile(paramsSource, tuned);

    expect(pasted).toContain("opacity: { value: 0.3, min: 0, max: 1, step: 0.01, uniform: 'uLinkOpacity' }");
    expect(pasted).toContain("sizeMin: { value: 0.35, min: 0, max: 5, step: 0.05, label: 'size min', uniform: 'uSizeMin' }");
    expect(pasted).toContain('easing: { value: [0.1, 0.3, 0.5, 0.99], min: 0, max: 1, step: 0.01 }');
    expect(pasted).toContain('seed: { value: 42,');
    expect(pasted).toContain("colour: { value: '#ffc83d',");
    expect(pasted).not.toMatch(/0000000\d/);
    const comments = (source: string) => source.match(/\/\*\*[^]*?\*\//g);
    expect(comments(pasted)).toEqual(comments(paramsSource));
    expect(pasted.split('\n').length).toBe(paramsSource.split('\n').length);
  });

  describe('into a params.ts an owner reformatted', () => {
    const tuned = structuredClone(sceneParams);
    tuned.particles.speed = 3.3;
    tuned.particles.densityWidth = 1200;
    tuned.bloom.threshold = 0.2;
    tuned.tilt.gyroscopeMin = -45;
    tuned.tilt.easing = [0.1, 0.3, 0.5, 0.99];
    tuned.colour = '#ffc83d';

    it('writes the tuned values into Prettier\'s output (double quotes, trailing commas, a knob over several lines)', async () => {
      const prettier = (source: string) => format(source, { parser: 'typescript', singleQuote: false, trailingComma: 'all', printWidth: 60 });
      const reformatted = await prettier(paramsSource);
      expect(reformatted).not.toBe(paramsSource);
      const pasted = formatParamsFile(reformatted, tuned);
      expect(pasted).not.toBe(reformatted);
      expect(pasted).toBe(await prettier(formatParamsFile(paramsSource, tuned)));
    });

    it('writes the tuned values where several knobs share a line', () => {
      const crowded = (source: string) => source.replace(/\},\r?\n\s+(?=\w+: \{ value)/g, '}, ').replaceAll("'", '"');
      const reformatted = crowded(paramsSource);
      expect(reformatted.split('\n').length).toBeLessThan(paramsSource.split('\n').length);
      expect(formatParamsFile(reformatted, tuned)).toBe(crowded(formatParamsFile(paramsSource, tuned)));
    });
  });

  it('pastes over params.ts and the app still typechecks', () => {
    const tuned = structuredClone(sceneParams);
    tuned.bloom.intensity = 1.2000000000000002;
    tuned.tilt.easing = [0.2, 0.8, 0.4, 1];
    expect(typeErrorsWithParams(formatParamsFile(paramsSource, tuned))).toEqual([]);
  }, 120_000);
});

describe('knob table', () => {
  it('gives every knob, seed and count rules included, a control in the tuning panel', () => {
    const controlled = new Set(panelFolders(sceneKnobs).flatMap((folder) => folder.bindings.map((b) => b.path.join('.'))));
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
    const shaders = fileURLToPath(new URL('../../shaders', import.meta.url));
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
