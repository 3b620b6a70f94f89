import { parse } from '@babel/parser';
import type { Expression, Node, ObjectExpression, ObjectProperty } from '@babel/types';
import { roundToStep, valueAt } from '@/scene/knobs';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * params.ts with `values` in place of its knobs' values, each rounded to its knob's step: the whole
 * file as it is otherwise (comments, types, quotes, commas and line breaks, however a formatter
 * left them), ready to paste over the old one. `source` is params.ts's text; only the values inside
 * `export const sceneKnobs = { … }` are rewritten, and only where the value changed.
 */
export function formatParamsFile(source: string, values: object): string {
  const edits: Edit[] = [];
  forEachKnobNode(knobTable(source), [], (path, knob) => edits.push(...valueEdits(source, knob, valueAt(values, path))));
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}

function knobTable(source: string): ObjectExpression {
  const program = parse(source, { sourceType: 'module', plugins: ['typescript'] }).program;
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'sceneKnobs' || !declarator.init) continue;
      const table = unwrapped(declarator.init);
      if (table.type === 'ObjectExpression') return table;
    }
  }
  throw new Error('params.ts has no `export const sceneKnobs = { … }` table to write the values into');
}

/** The expression inside `… as const satisfies KnobTable`. */
function unwrapped(expression: Expression): Expression {
  if (expression.type === 'TSAsExpression' || expression.type === 'TSSatisfiesExpression') return unwrapped(expression.expression);
  return expression;
}

/** Each knob's object literal with its path, knobs in groups one level deep (the shape of KnobTable). */
function forEachKnobNode(table: ObjectExpression, parent: string[], visit: (path: string[], knob: ObjectExpression) => void): void {
  for (const property of table.properties) {
    if (property.type !== 'ObjectProperty' || property.value.type !== 'ObjectExpression') continue;
    const path = [...parent, keyName(property)];
    if (member(property.value, 'value')) visit(path, property.value);
    else if (parent.length === 0) forEachKnobNode(property.value, path, visit);
  }
}

function keyName(property: ObjectProperty): string {
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  throw new Error(`params.ts: a knob key at line ${key.loc?.start.line} is neither a name nor a string`);
}

function member(object: ObjectExpression, name: string): Node | undefined {
  const found = object.properties.find((property) => property.type === 'ObjectProperty' && keyName(property) === name);
  return found?.type === 'ObjectProperty' ? found.value : undefined;
}

/** The edits that put `value` into the knob's `value:` node, list items one by one so their layout stays. */
function valueEdits(source: string, knob: ObjectExpression, value: unknown): Edit[] {
  const node = member(knob, 'value')!;
  const step = member(knob, 'step');
  const round = (item: number) => (step?.type === 'NumericLiteral' ? roundToStep(item, step.value) : item);
  if (typeof value === 'string') {
    if (node.type === 'StringLiteral' && node.value === value) return [];
    const quote = node.type === 'StringLiteral' ? source[node.start!] : "'";
    return [{ start: node.start!, end: node.end!, text: `${quote}${value}${quote}` }];
  }
  if (Array.isArray(value) && node.type === 'ArrayExpression' && node.elements.length === value.length) {
    return node.elements.flatMap((item, index) => (item ? numberEdit(item, round(value[index] as number)) : []));
  }
  if (Array.isArray(value)) return [{ start: node.start!, end: node.end!, text: `[${value.map((item: number) => round(item)).join(', ')}]` }];
  return numberEdit(node, round(value as number));
}

function numberEdit(node: Node, value: number): Edit[] {
  if (literalNumber(node) === value) return [];
  return [{ start: node.start!, end: node.end!, text: String(value) }];
}

/** The number a literal (`2`, `-90`, `120_000`) stands for; undefined for anything else. */
function literalNumber(node: Node): number | undefined {
  if (node.type === 'NumericLiteral') return node.value;
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'NumericLiteral') return -node.argument.value;
  return undefined;
}
