import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'tests/lint/eslint.config.js') });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layout rules', () => {
  it('keeps protocol/ free of our other code', async () => {
    expect(await problems('protocol/x.ts', "import { a } from '../src/app/a.ts';\nexport { a };")).toContain('poc/layers');
    expect(await problems('protocol/x.ts', "import { a } from './codes.ts';\nexport { a };")).toEqual([]);
  });

  it('lets media/ import only protocol/', async () => {
    expect(await problems('media/x.ts', "import { a } from '../protocol/index.ts';\nexport { a };")).toEqual([]);
    expect(await problems('media/x.ts', "import { a } from '../src/state/a.ts';\nexport { a };")).toContain('poc/layers');
  });

  it('keeps simulators/ off the console', async () => {
    expect(await problems('simulators/platform/x.ts', "import { a } from '../../src/app/a.ts';\nexport { a };")).toContain('poc/layers');
  });

  it('keeps the platform off the simulated terminals and the browser side of media (its tests aside)', async () => {
    const file = 'simulators/platform/seed/x.ts';
    expect(await problems(file, "import { a } from '../../terminals/street-walk.ts';\nexport { a };")).toContain('poc/layers');
    expect(await problems(file, "import { a } from '../../../media/ptt/index.ts';\nexport { a };")).toContain('poc/layers');
    expect(await problems(file, "import { a } from '../../../media/index.ts';\nexport { a };")).toContain('poc/layers');
    expect(await problems(file, "import { a } from '../../../media/janus/index.ts';\nexport { a };")).toEqual([]);
    expect(await problems(file, "import { a } from '../../world/street-walk.ts';\nexport { a };")).toEqual([]);
    expect(await problems('simulators/platform/seed/x.test.ts', "import { a } from '../../terminals/fleet.ts';\nexport { a };")).toEqual([]);
    expect(await problems('simulators/terminals/x.ts', "import { a } from '../../media/ptt/index.ts';\nexport { a };")).toEqual([]);
  });

  it('reaches another feature only through its index', async () => {
    const file = 'src/features/home/page.tsx';
    expect(await problems(file, "import { a } from '../map/atoms.ts';\nexport { a };")).toContain('poc/layers');
    expect(await problems(file, "import { a } from '../map/index.ts';\nexport { a };")).toEqual([]);
    expect(await problems(file, "import { a } from './model.ts';\nexport { a };")).toEqual([]);
  });

  it("globs features' catalogues only from src/app/i18n/, and nothing else of a feature's internals", async () => {
    const glob = (pattern: string) => `export const m = import.meta.glob('${pattern}', { eager: true, import: 'messages' });`;
    const catalogues = '../../../features/*/messages/en-US.ts';
    expect(await problems('src/app/i18n/messages/en-US.ts', glob(catalogues))).toEqual([]);
    expect(await problems('src/app/i18n/catalogues.test.ts', glob('../../features/*/messages/fr-FR.ts'))).toEqual([]);
    // The same glob from elsewhere in the shell, or from a feature, is a reach into internals.
    expect(await problems('src/app/routes/x/x.ts', glob(catalogues))).toContain('poc/layers');
    expect(await problems('src/features/home/messages/x.ts', glob(catalogues))).toContain('poc/layers');
    // Only that path: not another folder of the features, nor all their files, nor one feature's catalogue.
    expect(await problems('src/app/i18n/messages/en-US.ts', glob('../../../features/*/components/*.tsx'))).toContain('poc/layers');
    expect(await problems('src/app/i18n/messages/en-US.ts', glob('../../../features/**/*.ts'))).toContain('poc/layers');
    expect(await problems('src/app/i18n/messages/en-US.ts', glob('../../../features/calls/messages/en-US.ts'))).toContain('poc/layers');
    expect(await problems('src/app/i18n/messages/en-US.ts', "export { messages } from '../../../features/calls/messages/en-US.ts';")).toContain('poc/layers');
    // Every pattern of a list counts; a feature's glob of its own files is its own business.
    expect(await problems('src/app/i18n/messages/en-US.ts', `export const m = import.meta.glob(['${catalogues}', '../../../features/*/model/*.ts']);`)).toContain('poc/layers');
    expect(await problems('src/features/home/x.ts', "export const m = import.meta.glob('./components/*.tsx');")).toEqual([]);
  });

  it('lets src/ui import nothing of ours outside itself', async () => {
    expect(await problems('src/ui/Button.tsx', "import { a } from '../state/a.ts';\nexport { a };")).toContain('poc/layers');
  });

  it('imports jotai only through our wrapper', async () => {
    expect(await problems('src/features/home/atoms.ts', "import { atom } from 'jotai';\nexport { atom };")).toContain('poc/layers');
    expect(await problems('src/state/jotai.ts', "import { atom } from 'jotai';\nexport { atom };")).toEqual([]);
  });

  it('bans dangerouslySetInnerHTML', async () => {
    const code = 'export const A = (p: { t: string }) => <div dangerouslySetInnerHTML={{ __html: p.t }} />;';
    expect(await problems('src/features/home/A.tsx', code)).toContain('no-restricted-syntax');
  });
});
