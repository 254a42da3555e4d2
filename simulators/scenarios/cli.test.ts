import { describe, expect, it } from 'vitest';
import { parseScenarioArgs } from './cli.ts';

describe('parseScenarioArgs', () => {
  it('takes one file, --url, --seed and --plan', () => {
    expect(parseScenarioArgs(['scenarios/sos-drill.yaml'])).toEqual({ file: 'scenarios/sos-drill.yaml', url: 'http://127.0.0.1:8765', seed: null, planOnly: false, help: false });
    expect(parseScenarioArgs(['f.yaml', '--url', 'http://127.0.0.1:9000/', '--seed', '42', '--plan'])).toMatchObject({ url: 'http://127.0.0.1:9000', seed: 42, planOnly: true });
  });

  it('refuses no file, two files, a bad seed or URL', () => {
    expect(() => parseScenarioArgs([])).toThrow(/one scenario file/);
    expect(() => parseScenarioArgs(['a.yaml', 'b.yaml'])).toThrow(/one scenario file/);
    expect(() => parseScenarioArgs(['a.yaml', '--seed', 'x'])).toThrow(/--seed/);
    expect(() => parseScenarioArgs(['a.yaml', '--url', 'ws://x'])).toThrow(/--url/);
  });
});
