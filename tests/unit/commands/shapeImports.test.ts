import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointShapeImports } from '../../../scripts/upgrade/shapeImports.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shape-imports-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run upgrade's migration of 0.3.0 (the content's shape left src/content/)", () => {
  it("points a fork's relative imports of src/content/types at @/content/types, and nothing else", () => {
    write(
      'src/content/site.ts',
      "import type {\n  Owner,\n} from './types';\nimport { de } from './languages/de.ts';\nexport const owner: Owner = de.owner;\n",
    );
    write(
      'src/content/languages/de.ts',
      'import type { Words, Content } from "../types.ts";\nexport type { Owner } from \'../types\';\n',
    );
    write('src/content/talks.ts', "import type { Talk } from '@/content/types';\n");
    write('src/content/images/notes.md', "from './types'\n");

    const changed = pointShapeImports(root, [
      'src/content/site.ts',
      'src/content/languages/de.ts',
      'src/content/talks.ts',
      'src/content/images/notes.md',
    ]);

    expect(changed).toEqual(['src/content/site.ts', 'src/content/languages/de.ts']);
    expect(read('src/content/site.ts')).toBe(
      "import type {\n  Owner,\n} from '@/content/types';\nimport { de } from './languages/de.ts';\nexport const owner: Owner = de.owner;\n",
    );
    expect(read('src/content/languages/de.ts')).toBe(
      'import type { Words, Content } from "@/content/types";\nexport type { Owner } from \'@/content/types\';\n',
    );
    expect(read('src/content/images/notes.md')).toBe("from './types'\n");
  });
});
