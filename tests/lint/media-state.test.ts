import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'tests/lint/eslint.config.js') });

async function problems(code: string, file = 'src/features/calls/x.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('no media object in React state (tests/lint/media-state.js)', () => {
  it('finds one in useState and in an atom, by type argument or initial value', async () => {
    const hook = "import { useState } from 'react';\nexport function A() {\n  const s = %;\n  return s;\n}\n";
    expect(await problems(hook.replace('%', 'useState<MediaStream | null>(null)'))).toContain('poc/media-state');
    expect(await problems(hook.replace('%', 'useState<readonly RTCPeerConnection[]>([])'))).toContain('poc/media-state');
    expect(await problems(hook.replace('%', "useState(() => new Worker('x.js'))"))).toContain('poc/media-state');
    expect(await problems("import { atom } from 'jotai';\nexport const a = atom<WebSocket | null>(null);\n", 'src/state/x.ts')).toContain('poc/media-state');
  });

  it('finds one handed to a state setter', async () => {
    const code = "export function A(setPlayer: (p: unknown) => void) {\n  setPlayer(new Hls());\n}\n";
    expect(await problems(code)).toContain('poc/media-state');
  });

  it('lets state hold what a media object reports, and refs hold the object', async () => {
    const code = "import { useRef, useState } from 'react';\nexport function A() {\n  const r = useRef<MediaStream | null>(null);\n  const [live, setLive] = useState(false);\n  setLive(true);\n  return [r, live];\n}\n";
    expect(await problems(code)).toEqual([]);
  });
});
