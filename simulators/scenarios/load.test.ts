import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationMs } from './format.ts';
import { loadScenario, parseScenario, ScenarioError } from './load.ts';

const problemsOf = (text: string): readonly string[] => {
  try {
    parseScenario(text, 'bad.yaml');
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems;
    throw error;
  }
  throw new Error('parsed');
};

describe('durations', () => {
  it('reads ms, s, m, h and bare seconds', () => {
    expect([durationMs('300ms'), durationMs('1.5s'), durationMs('2m'), durationMs('1h'), durationMs(4), durationMs('5 s'), durationMs(-1)]).toEqual([300, 1_500, 120_000, 3_600_000, 4_000, null, null]);
  });
});

describe('parseScenario', () => {
  it('fills the defaults', () => {
    const scenario = parseScenario('name: x\nfleet: [{ name: crew, count: 2 }]\nincidents: [{ at: 1s, do: talk, who: crew }]\n');
    expect(scenario).toMatchObject({ seed: 1, tick: 1_000, password: '123456', operator: { account: '20000002' }, fences: [] });
    expect(scenario.duration).toBeUndefined();
    expect(scenario.fleet[0]!.behaviour).toEqual({ walk: true, churn: 0, loneWorkerMiss: 0, replyMessages: 'off', answerJobs: 'off' });
    expect(scenario.incidents[0]).toEqual({ do: 'talk', at: 1_000, jitter: 0, who: 'crew', for: 3_000 });
  });

  it('names the line and field of each problem', () => {
    expect(
      problemsOf(`name: x
fleet:
  - name: crew
    count: 2
    behaviour: { churn: 2 }
incidents:
  - { at: 5x, do: sos, who: crew }
  - { at: 1s, do: dance, who: crew }
`),
    ).toEqual([
      'line 5, fleet[0].behaviour.churn: Too big: expected number to be <=1',
      'line 7, incidents[0].at: must be a duration such as 500ms, 5s, 2m, 1h or a number of seconds',
      expect.stringMatching(/^line 8, incidents\[1\]\.do: Invalid discriminator value/),
    ]);
  });

  it('refuses unknown fields, groups, fences and terminals beyond a group', () => {
    expect(problemsOf('name: x\nfleet: [{ name: crew, count: 1, colour: red }]\n')).toEqual([expect.stringMatching(/^line 2, fleet\[0\]: Unrecognized key: "colour"/)]);
    expect(
      problemsOf(`name: x
fleet: [{ name: crew, count: 2 }]
fences: [{ name: F, circle: { lat: 1, lng: 1, radius: 10 }, watch: [crews] }]
incidents:
  - { at: 1s, do: sos, who: "crew#3" }
  - { at: 1s, do: enter-fence, who: crew, fence: G }
  - { at: 1s, do: sos, who: nobody }
`),
    ).toEqual([
      'line 3, fences[0].watch[0]: no fleet group crews',
      'line 5, incidents[0].who: group crew has 2 terminals',
      'line 6, incidents[1].fence: no fence G in fences',
      'line 7, incidents[2].who: no fleet group nobody',
    ]);
  });

  it('wants count or accounts in a group, and the two to agree', () => {
    expect(problemsOf('name: x\nfleet:\n  - name: crew\n')).toEqual(['line 3, fleet[0]: needs count or accounts']);
    expect(problemsOf('name: x\nfleet:\n  - { name: crew, count: 2, accounts: ["10000001"] }\n')).toEqual(['line 3, fleet[0].count: is 2 but 1 accounts are listed']);
  });

  it('reports YAML syntax errors and duplicate keys with their line', () => {
    expect(problemsOf('name: x\nname: y\n')).toEqual(['line 2: Map keys must be unique']);
    expect(problemsOf('name: x\nfleet: [\n')[0]).toMatch(/^line \d+: /);
  });

  it('loads every example scenario', () => {
    const folder = path.resolve(import.meta.dirname, '../../scenarios');
    const files = readdirSync(folder).filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(() => loadScenario(path.join(folder, file)), file).not.toThrow();
  });
});
