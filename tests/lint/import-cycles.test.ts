import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const anchor = path.join(root, 'tests/lint/import-cycles.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small tree of its own (file → code), with its baseline when given. */
function tree(files: Record<string, string>, baseline?: string[][]): string {
  const dir = mkdtempSync(path.join(scratch, 'tree-'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  if (baseline) writeFileSync(path.join(dir, 'baseline.json'), JSON.stringify({ cycles: baseline }));
  return dir;
}

/** The rule's messages for the tree, through the repository's lint config as `npm test` runs it. */
async function cycles(dir: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'tests/lint/eslint.config.js'),
    overrideConfig: { files: ['tests/lint/import-cycles.js'], rules: { 'cycles/import-cycles': ['error', { root: dir, baseline: 'baseline.json' }] } },
  });
  const [result] = await eslint.lintText('', { filePath: anchor });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** The one message a tree with one problem gets. */
async function onlyMessage(dir: string): Promise<string> {
  const messages = await cycles(dir);
  expect(messages).toHaveLength(1);
  return messages[0] ?? '';
}

/** src/a and src/b importing each other. */
const pair = {
  'src/a/x.ts': "import { b } from '../b/index.ts';\nexport const a = b;\n",
  'src/b/index.ts': "\nexport { a } from '../a/x.ts';\nexport const b = 1;\n",
};

describe('import cycles between folders', () => {
  it('passes a tree without cycles', async () => {
    const dir = tree({
      'src/a/x.ts': "import { b } from '../b/y.ts';\nimport { c } from '../c';\nimport { z } from 'zod';\nimport { gone } from '../missing.ts';\nexport const a = [b, c, z, gone];\n",
      'src/b/y.ts': "import { c } from '../c/index.ts';\nexport const b = c;\n",
      'src/c/index.ts': "import { helper } from './helper.ts';\nexport const c = helper;\n",
      'src/c/helper.ts': 'export const helper = 1;\n',
      // A package is not a path, even where a folder has its name.
      'src/c/zod/index.ts': "import { c } from '../index.ts';\nexport const z = c;\n",
      'src/c/user.ts': "import { z } from 'zod';\nexport const used = z;\n",
    });
    expect(await cycles(dir)).toEqual([]);
  });

  it('fails a two-folder cycle, naming both folders and an import per edge', async () => {
    const message = await onlyMessage(tree(pair));
    expect(message).toContain('cycles/import-cycles: New import cycle between folders [src/a, src/b]');
    expect(message).toContain('src/a/x.ts:1 → src/b/index.ts');
    expect(message).toContain('src/b/index.ts:2 → src/a/x.ts');
  });

  it('fails a three-folder cycle, listing only its own edges', async () => {
    const message = await onlyMessage(
      tree({
        'src/a/x.ts': "import { b } from '../b/y.ts';\nimport { d } from '../d/w.ts';\nimport { own } from './own.ts';\nexport const a = [b, d, own];\n",
        'src/a/own.ts': 'export const own = 1;\n',
        'src/b/y.ts': "import { c } from '../c/z.ts';\nexport const b = c;\n",
        'src/c/z.ts': "export const c = 1;\nexport const later = () => import('../a/x.ts');\n",
        'src/d/w.ts': 'export const d = 1;\n',
      }),
    );
    expect(message).toContain('[src/a, src/b, src/c]');
    expect(message.split('\n').slice(1)).toEqual(['  src/a/x.ts:1 → src/b/y.ts', '  src/b/y.ts:1 → src/c/z.ts', '  src/c/z.ts:2 → src/a/x.ts']);
  });

  it('reports each of two cycles once, though one imports the other', async () => {
    const dir = tree({
      ...pair,
      'src/c/x.ts': "import { a } from '../a/x.ts';\nimport { d } from '../d/y.ts';\nexport const c = [a, d];\n",
      'src/d/y.ts': "import { c } from '../c/x.ts';\nexport const d = () => c;\n",
    });
    const messages = await cycles(dir);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('New import cycle between folders [src/a, src/b]');
    expect(messages[1]).toContain('New import cycle between folders [src/c, src/d]');
  });

  it('counts type-only imports and resolves extensionless and folder imports', async () => {
    // A type import runs nothing, but the folders still depend on each other.
    const message = await onlyMessage(
      tree({
        'src/a/x.ts': "import type { B } from '../b';\nexport type A = B;\n",
        'src/b/index.tsx': "import type { A } from '../a/x';\nexport type B = A | 1;\n",
      }),
    );
    expect(message).toContain('src/a/x.ts:1 → src/b/index.tsx');
    expect(message).toContain('src/b/index.tsx:1 → src/a/x.ts');
  });

  it('ignores imports in comments and strings', async () => {
    const dir = tree({
      'src/a/x.ts': "import { b } from '../b/y.ts';\nexport const a = b;\n",
      'src/b/y.ts': "// import { a } from '../a/x.ts';\nexport const b = \"import { a } from '../a/x.ts'\";\n",
    });
    expect(await cycles(dir)).toEqual([]);
  });

  it('ignores test code: *.test.ts(x), tests/, node_modules and dist', async () => {
    const dir = tree({
      'src/a/x.ts': "import { b } from '../b/y.ts';\nimport { t } from '../../tests/t.ts';\nimport { p } from '../../node_modules/p/index.js';\nimport { d } from '../../dist/d.js';\nexport const a = [b, t, p, d];\n",
      'src/b/y.ts': 'export const b = 1;\n',
      'src/b/y.test.ts': "import { a } from '../a/x.ts';\nexport const seen = a;\n",
      'src/b/y.test.tsx': "import { a } from '../a/x.ts';\nexport const seen = a;\n",
      'tests/t.ts': "import { a } from '../src/a/x.ts';\nexport const t = a;\n",
      'node_modules/p/index.js': "import { a } from '../../src/a/x.ts';\nexport const p = a;\n",
      'dist/d.js': "import { a } from '../src/a/x.ts';\nexport const d = a;\n",
    });
    expect(await cycles(dir)).toEqual([]);
  });

  it('passes a cycle its baseline lists', async () => {
    expect(await cycles(tree(pair, [['src/b', 'src/a']]))).toEqual([]);
  });

  it('fails a baseline entry that is no longer a cycle, asking to delete it', async () => {
    const dir = tree({ 'src/a/x.ts': 'export const a = 1;\n' }, [['src/a', 'src/b']]);
    expect(await cycles(dir)).toEqual([
      'cycles/import-cycles: [src/a, src/b] of baseline.json is no longer an import cycle: delete the entry (the baseline only shrinks).',
    ]);
  });

  it('fails a cycle that shrank below its baseline entry, asking to replace it', async () => {
    const message = await onlyMessage(tree(pair, [['src/a', 'src/b', 'src/c']]));
    expect(message).toContain('[src/a, src/b, src/c] of baseline.json is now the smaller cycle [src/a, src/b]: replace the entry');
  });

  it('fails a baseline entry that split into smaller cycles', async () => {
    const dir = tree(
      {
        ...pair,
        'src/c/x.ts': "import { d } from '../d/y.ts';\nexport const c = d;\n",
        'src/d/y.ts': "import { c } from '../c/x.ts';\nexport const d = () => c;\n",
      },
      [['src/a', 'src/b', 'src/c', 'src/d']],
    );
    expect(await onlyMessage(dir)).toContain('[src/a, … 4 folders] of baseline.json is now the cycles [src/a, src/b] and [src/c, src/d]: replace the entry');
  });

  it('fails a cycle grown past its baseline entry, listing the new imports first', async () => {
    const dir = tree(
      {
        ...pair,
        'src/b/z.ts': "import { a } from '../a/x.ts';\nimport { c } from '../c/w.ts';\nexport const z = [a, c];\n",
        'src/c/w.ts': "import { b } from '../b/index.ts';\nexport const c = b;\n",
      },
      [['src/a', 'src/b']],
    );
    const message = await onlyMessage(dir);
    expect(message).toContain('Import cycle between folders [src/a, src/b, src/c] grew past [src/a, src/b] of baseline.json, taking in src/c');
    expect(message.split('\n').slice(1)).toEqual([
      '  src/b/z.ts:2 → src/c/w.ts',
      '  src/c/w.ts:1 → src/b/index.ts',
      'The rest of the cycle, as the baseline has it:',
      '  src/a/x.ts:1 → src/b/index.ts',
      '  src/b/index.ts:2 → src/a/x.ts',
    ]);
  });

  it('fails two baseline cycles that joined into one', async () => {
    const dir = tree(
      {
        ...pair,
        'src/a/j.ts': "import { c } from '../c/w.ts';\nexport const j = c;\n",
        'src/c/w.ts': "import { d } from '../d/v.ts';\nexport const c = d;\n",
        'src/d/v.ts': "import { b } from '../b/index.ts';\nimport { w } from '../c/w.ts';\nexport const d = [b, w];\n",
      },
      [['src/a', 'src/b'], ['src/c', 'src/d']],
    );
    const message = await onlyMessage(dir);
    expect(message).toContain('[src/a, src/b, src/c, src/d] grew past [src/a, src/b] and [src/c, src/d]');
    expect(message).toContain('Cut the imports that made it grow:\n  src/a/j.ts:1 → src/c/w.ts\n  src/d/v.ts:1 → src/b/index.ts\nThe rest');
  });
});
