/**
 * Runs async work one piece at a time, in call order. Decisions that read the state and then append
 * events (floor grants, temp group names and ids) go through one of these, so each sees the
 * previous one's events applied.
 */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  /** `gated`: with several instances the work also runs under the deployment's decision gate. */
  constructor(private readonly gated = true) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const gate = this.gated ? decisionGate : null;
    const next = this.tail.then(() => (gate ? gate(work) : work()));
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** Runs a decision with the deployment's state caught up and no other instance deciding meanwhile. */
export type DecisionGate = <T>(work: () => Promise<T>) => Promise<T>;

let decisionGate: DecisionGate | null = null;

/**
 * Several instances (scale-out/): every Serial's work runs under this gate. One per process: the
 * emulator's main runs one instance. Returns the uninstall.
 */
export function installDecisionGate(gate: DecisionGate): () => void {
  if (decisionGate) throw new Error('a decision gate is already installed in this process');
  decisionGate = gate;
  return () => {
    if (decisionGate === gate) decisionGate = null;
  };
}
