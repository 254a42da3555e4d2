import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The console feature manifests' rule of tests/lint/layers.js (MANIFEST_LAYER, MANIFEST_GLOB).
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'tests/lint/eslint.config.js') });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (source: string) => `import { a } from '${source}';\nexport { a };`;

describe('src/manifest, the contract between features and the shell', () => {
  it('may be imported by the features, the shell and tests', async () => {
    expect(await problems('src/features/sos/manifest.ts', importing('../../manifest/index.ts'))).toEqual([]);
    expect(await problems('src/app/routes/x.ts', importing('../../manifest/index.ts'))).toEqual([]);
    expect(await problems('tests/x/x.ts', importing('../../src/manifest/index.ts'))).toEqual([]);
  });

  it('imports only protocol/ and src/ui, never the shell, a feature or the state', async () => {
    expect(await problems('src/manifest/x.ts', importing('../../protocol/index.ts'))).toEqual([]);
    expect(await problems('src/manifest/x.ts', importing('../ui/index.ts'))).toEqual([]);
    expect(await problems('src/manifest/x.ts', importing('../app/routes/routeTable.ts'))).toContain('poc/layers');
    expect(await problems('src/manifest/x.ts', importing('../features/sos/index.ts'))).toContain('poc/layers');
    expect(await problems('src/manifest/x.ts', importing('../state/session.ts'))).toContain('poc/layers');
    expect(await problems('src/ui/x.ts', importing('../manifest/index.ts'))).toContain('poc/layers');
    expect(await problems('src/state/x.ts', importing('../manifest/index.ts'))).toContain('poc/layers');
  });

  it("globs the features' manifests only from src/app/routes/, and only manifest.ts", async () => {
    const glob = (pattern: string) => `export const m = import.meta.glob('${pattern}', { eager: true, import: 'manifest' });`;
    expect(await problems('src/app/routes/manifests.ts', glob('../../features/*/manifest.ts'))).toEqual([]);
    expect(await problems('src/app/layout/x.ts', glob('../../features/*/manifest.ts'))).toContain('poc/layers');
    expect(await problems('src/app/routes/manifests.ts', glob('../../features/*/screens.tsx'))).toContain('poc/layers');
    expect(await problems('src/app/routes/manifests.ts', glob('../../features/sos/manifest.ts'))).toContain('poc/layers');
    expect(await problems('src/app/routes/manifests.ts', importing('../../features/sos/manifest.ts'))).toContain('poc/layers');
  });
});
