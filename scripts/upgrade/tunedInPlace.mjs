// Before the owner's layer, README had an owner tune the theme and the scene in the template's own
// files (src/theme/tokens.css, tokens-light.css, src/scene/params.ts), which every release that
// touched them turned into a merge conflict. This reads what a fork changed there since `base` (the
// release it last took), so `npm run upgrade` can put those files back as the template has them and
// write the same tuning into the owner's files (src/content/theme.css, theme-light.css, scene.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { declaredTokens, withoutComments } from './declaredTokens.mjs';
import { tunedFiles } from './tunedFiles.mjs';

/** @typedef {Map<string, string>} Tokens custom property → value as written */
/** @typedef {string | number | number[]} KnobValue */
/** @typedef {{ tokens: Tokens; lightTokens: Tokens; knobs: Map<string, KnobValue> }} Tuning what a fork changed, by kind */

/**
 * The custom properties a stylesheet's first block declares (name → value as written).
 * @param {string} css
 * @returns {Tokens}
 */
function declaredInFirstBlock(css) {
  const bare = withoutComments(css);
  return declaredTokens(bare.slice(bare.indexOf('{') + 1, bare.indexOf('}')));
}

/**
 * The tokens `tuned` declares differently from `template` (or that `template` lacks).
 * @param {string} template
 * @param {string} tuned
 * @returns {Tokens}
 */
export function changedTokens(template, tuned) {
  const before = declaredInFirstBlock(template);
  return new Map([...declaredInFirstBlock(tuned)].filter(([name, value]) => before.get(name) !== value));
}

/**
 * The knob values of params.ts's knob table, by path (`particles.count` → 50), read from its syntax.
 * @param {string} source
 * @returns {Map<string, KnobValue>}
 */
export function knobValuesIn(source) {
  const file = ts.createSourceFile('params.ts', source, ts.ScriptTarget.Latest, true);
  /** @type {ts.Expression | undefined} */
  let table;
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      const initializer = unwrapped(declaration.initializer);
      // The table itself, an object of knobs: `sceneKnobs` up to 0.1, `templateKnobs` since 0.2.0, where
      // `sceneKnobs` is the table with the owner's tuning laid over it.
      if (
        !table &&
        ts.isIdentifier(declaration.name) &&
        /^(scene|template)Knobs$/.test(declaration.name.text) &&
        initializer &&
        ts.isObjectLiteralExpression(initializer)
      )
        table = initializer;
    }
  });
  if (!table || !ts.isObjectLiteralExpression(table))
    throw new Error(
      'src/scene/params.ts: no knob table (`export const templateKnobs = { … }`) to read the tuning from',
    );
  /** @type {Map<string, KnobValue>} */
  const values = new Map();
  /** @param {ts.ObjectLiteralExpression} object @param {string[]} at */
  const visit = (object, at) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText(file);
      const inner = unwrapped(property.initializer);
      if (!inner || !ts.isObjectLiteralExpression(inner)) continue;
      const value = inner.properties.find(
        (entry) => ts.isPropertyAssignment(entry) && entry.name.getText(file) === 'value',
      );
      const expression = value && ts.isPropertyAssignment(value) ? unwrapped(value.initializer) : undefined;
      if (expression) values.set([...at, name].join('.'), literal(expression, file));
      else visit(inner, [...at, name]);
    }
  };
  visit(table, []);
  return values;
}

/**
 * The knobs whose value differs between the two params.ts sources, by path, with the tuned value.
 * @param {string} template
 * @param {string} tuned
 */
export function changedKnobs(template, tuned) {
  const before = knobValuesIn(template);
  return new Map(
    [...knobValuesIn(tuned)].filter(([name, value]) => JSON.stringify(before.get(name)) !== JSON.stringify(value)),
  );
}

/** @param {ts.Expression | undefined} node @returns {ts.Expression | undefined} */
function unwrapped(node) {
  let current = node;
  while (
    current &&
    (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
  )
    current = current.expression;
  return current;
}

/** @param {ts.Expression} node @param {ts.SourceFile} file @returns {KnobValue} */
function literal(node, file) {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken)
    return -Number(literal(node.operand, file));
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => Number(literal(element, file)));
  throw new Error(
    `src/scene/params.ts: the knob value ${node.getText(file)} is not a literal the upgrade can carry over`,
  );
}

/**
 * A stylesheet block declaring `tokens` under `selector`.
 * @param {string} selector
 * @param {Tokens} tokens
 */
export function tokenBlock(selector, tokens) {
  return `${selector} {\n${[...tokens].map(([name, value]) => `  ${name}: ${value};\n`).join('')}}\n`;
}

/**
 * What a fork changed in the tuned files since `base`: `readAtBase(file)` gives a file's text there.
 * @param {string} root
 * @param {(file: string) => string} readAtBase
 * @returns {Tuning}
 */
export function tuningSince(root, readAtBase) {
  /** @param {string} file */
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  /**
   * What `changed` finds between the file at `base` and now; nothing where the fork left it alone.
   * @template T @param {{ file: string }} tuned @param {(template: string, tuned: string) => Map<string, T>} changed
   */
  const since = ({ file }, changed) => {
    const [before, now] = [readAtBase(file), read(file)];
    return before === now ? new Map() : changed(before, now);
  };
  return {
    tokens: since(tunedFiles.tokens, changedTokens),
    lightTokens: since(tunedFiles.lightTokens, changedTokens),
    knobs: since(tunedFiles.knobs, changedKnobs),
  };
}
