import { normalizePath, type Plugin } from 'vite';
import type { Node } from 'estree';
import type { InterfaceText, Language } from '../src/contentShape/types.ts';

/** What a one-language build knows of its language: the page's own words and its code. */
export interface OneLanguage {
  language: Language;
  interfaceText: InterfaceText;
}

type AnyNode = Node & { start: number; end: number; [key: string]: unknown };
/** A parser of ES modules to ESTree (Vite's `parseAst`, a plugin's `this.parse`). */
export type Parse = (code: string) => AnyNode;
interface Edit {
  start: number;
  end: number;
  text: string;
}

const CONTENT_IMPORT = '@/content/site';
/** Names a function of the dictionary may use besides its parameters once it stands in a component's code. */
const GLOBALS = new Set(['String', 'Number', 'Math', 'Intl', 'undefined']);

function children(node: AnyNode): AnyNode[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'parent') return [];
    const values = Array.isArray(value) ? value : [value];
    return values.filter((child): child is AnyNode => typeof child?.type === 'string');
  });
}

function walk(node: AnyNode, visit: (node: AnyNode, parent: AnyNode | undefined) => void, parent?: AnyNode): void {
  visit(node, parent);
  for (const child of children(node)) walk(child, visit, node);
}

const isCallOf = (node: AnyNode | null | undefined, name: string): boolean =>
  node?.type === 'CallExpression' &&
  (node.callee as AnyNode).type === 'Identifier' &&
  (node.callee as { name: string }).name === name &&
  (node.arguments as unknown[]).length === 0;

/** `{ a, b: c }` as [key, local] pairs, or null for any other pattern (defaults, rest, computed keys). */
function plainPattern(pattern: AnyNode): [string, string][] | null {
  if (pattern.type !== 'ObjectPattern') return null;
  const pairs: [string, string][] = [];
  for (const property of pattern.properties as AnyNode[]) {
    const key = property.key as AnyNode | undefined;
    const value = property.value as AnyNode | undefined;
    if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier' || value?.type !== 'Identifier')
      return null;
    pairs.push([(key as { name: string }).name, (value as { name: string }).name]);
  }
  return pairs;
}

/** `interfaceText.a.b` as ['a', 'b'] when `node` is such a chain on `root`. */
function memberPath(node: AnyNode, root: string): string[] | null {
  const path: string[] = [];
  let at: AnyNode = node;
  while (at.type === 'MemberExpression' && !at.computed && (at.property as AnyNode).type === 'Identifier') {
    path.unshift((at.property as { name: string }).name);
    at = at.object as AnyNode;
  }
  return at.type === 'Identifier' && (at as { name: string }).name === root && path.length > 0 ? path : null;
}

function valueAt(dictionary: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    dictionary,
  );
}

/**
 * A function of the dictionary as source that means the same wherever it is written: it names only its
 * parameters and a few globals (a function reading the rest of the content stays where it is).
 */
function selfContainedSource(fn: (...args: never[]) => unknown, parse: Parse): string | null {
  const source = `(${fn.toString()})`;
  let program: AnyNode;
  try {
    program = parse(source);
  } catch {
    return null;
  }
  const names = new Set<string>();
  const used: string[] = [];
  walk(program, (node, parent) => {
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') {
      for (const param of node.params as AnyNode[])
        if (param.type === 'Identifier') names.add((param as { name: string }).name);
        else return void used.push('?');
    }
    if (node.type !== 'Identifier') return;
    const isKey = parent?.type === 'MemberExpression' && parent.property === node && !parent.computed;
    if (!isKey) used.push((node as { name: string }).name);
  });
  return used.every((name) => names.has(name) || GLOBALS.has(name)) ? source : null;
}

/**
 * With one language, a component's `const { owner, interfaceText } = useContent()` becomes an import of those
 * exports of the content module, its `interfaceText.goTop` the text itself and `const { lang } =
 * usePageLanguage()` the language's code: the page ships the code and the words it shipped before the
 * content had languages, not a context and a dictionary. A dictionary function that reads more than its
 * arguments stays a reference. With several languages the code stays as written. A module-level name
 * the same as a destructured one fails the build (a duplicate declaration), naming the file.
 */
export function rewriteForOneLanguage(code: string, words: OneLanguage, parse: Parse): string | null {
  if (!/\buse(?:Content|PageLanguage)\(\)/.test(code)) return null;
  const program = parse(code);
  const edits: Edit[] = [];
  const imports = new Map<string, string>();
  const existing = new Set<string>();
  for (const statement of program.body as AnyNode[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== CONTENT_IMPORT)
      continue;
    for (const specifier of statement.specifiers as AnyNode[]) existing.add((specifier.local as { name: string }).name);
  }
  const dictionaryNames = new Set<string>();

  walk(program, (node) => {
    if (node.type !== 'VariableDeclaration' || (node.declarations as AnyNode[]).length !== 1) return;
    const [declarator] = node.declarations as [AnyNode];
    const pairs = plainPattern(declarator.id as AnyNode);
    if (!pairs) return;
    if (isCallOf(declarator.init as AnyNode, 'useContent')) {
      edits.push({ start: node.start, end: node.end, text: '' });
      for (const [key, local] of pairs) {
        if (key === 'interfaceText') dictionaryNames.add(local);
        if (!existing.has(local)) imports.set(local, key);
      }
    } else if (isCallOf(declarator.init as AnyNode, 'usePageLanguage')) {
      // The one language's page is the main one, at the base: its folder is ''.
      const page: Record<string, unknown> = { ...words.language, path: '' };
      const values = pairs.map(([key, local]) => {
        const value = page[key];
        return `${local} = ${JSON.stringify(value ?? null)}`;
      });
      edits.push({ start: node.start, end: node.end, text: `const ${values.join(', ')};` });
    }
  });
  if (edits.length === 0) return null;

  for (const name of dictionaryNames) {
    walk(program, (node, parent) => {
      const path = memberPath(node, name);
      if (!path) return;
      // Only the whole chain: `interfaceText.menu.open`, not its `interfaceText.menu`.
      if (parent?.type === 'MemberExpression' && parent.object === node) return;
      const value = valueAt(words.interfaceText, path);
      const text =
        typeof value === 'string'
          ? JSON.stringify(value)
          : typeof value === 'function'
            ? selfContainedSource(value as () => unknown, parse)
            : null;
      if (text !== null) edits.push({ start: node.start, end: node.end, text });
    });
  }

  const importLine = imports.size
    ? `import { ${[...imports].map(([local, key]) => (key === local ? key : `${key} as ${local}`)).join(', ')} } from ${JSON.stringify(CONTENT_IMPORT)};\n`
    : '';
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return importLine + result;
}

/** The plugin that applies {@link rewriteForOneLanguage} to the page's source in a build of one language. */
export function oneLanguagePage(sourceDir: string, words: OneLanguage | null): Plugin {
  const source = normalizePath(sourceDir);
  return {
    name: 'portfolio:one-language-page',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(source) || id.includes('/language/') || !/\.tsx?$/.test(id)) return null;
      if (!words) return null;
      const rewritten = rewriteForOneLanguage(code, words, (text) => this.parse(text) as unknown as AnyNode);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
