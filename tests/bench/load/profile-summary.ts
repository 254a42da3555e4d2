/** A V8 CPU profile (the `.cpuprofile` format) summed up: self and total time per function. */
export type CpuProfile = {
  readonly nodes: readonly { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
};

export type ProfileEntry = { readonly name: string; readonly selfMs: number; readonly totalMs: number };

/** `function file:line`, with the file relative to the repository (or the node: module). */
function label(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = frame.url.replace(/^file:\/\/.*?\/(simulators|protocol|src|tests|node_modules)\//, '$1/').replace(/^node:/, 'node:');
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
}

/**
 * Self time: samples whose top frame is the function. Total time: samples with the function anywhere
 * on the stack, counted once per sample however often it recurs.
 */
export function summarise(profile: CpuProfile): { wallMs: number; entries: ProfileEntry[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const top = byId.get(id);
    if (!top) return;
    const topLabel = label(top.callFrame);
    self.set(topLabel, (self.get(topLabel) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const entries = [...total.entries()].map(([name, totalMs]) => ({ name, selfMs: self.get(name) ?? 0, totalMs }));
  return { wallMs: (profile.endTime - profile.startTime) / 1000, entries };
}
