import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a form's check found: a list (an item may name its `field`), a record of field to problem
 * (absent or undefined when the field is fine), or a Map of the same.
 */
export type FoundProblems = readonly unknown[] | ReadonlyMap<unknown, unknown> | object;

/** The fields of a record of problems (not of a list or a Map). */
type RecordField<P> = P extends readonly unknown[] | ReadonlyMap<unknown, unknown> ? never : keyof P;
/** The fields problems name: a list item's `field`, a Map's key, a record's key. */
export type ProblemField<P> = P extends readonly (infer I)[] ? (I extends { readonly field: infer F } ? F : never) : P extends ReadonlyMap<infer K, unknown> ? K : keyof P;
/** One problem: a list's item, a Map's or a record's value. */
export type FieldProblemOf<P> = P extends readonly (infer I)[] ? I : P extends ReadonlyMap<unknown, infer V> ? V : NonNullable<P[keyof P]>;

export type FormProblems<P extends FoundProblems> = {
  /** What the last check (or `set`) left. */
  problems: P;
  /** Keeps what a check found and says whether it found nothing, so the form may send: `if (!check(found)) return;`. */
  check: (found: P) => boolean;
  /** Sets the problems outright: cleared, or a server's refusal mapped into them. */
  set: Dispatch<SetStateAction<P>>;
  /** A record's field gets this problem (or none), the others stay. */
  put: <K extends keyof P & RecordField<P>>(field: K, problem: P[K]) => void;
  /** A record's field was edited: its problem goes until the next check. */
  clear: (field: RecordField<P>) => void;
  /**
   * For forms checked as they are typed, whose fields show a problem only once touched: the field
   * was edited, so it shows its problem from now on, and a refusal goes.
   */
  touch: (field: ProblemField<P>) => void;
  /** Exactly these fields show their problems: all on submit, none after a send. */
  setTouched: (fields: Iterable<ProblemField<P>>) => void;
  /** The server refused a list item's field: shown there, before the check's own, until the next touch. */
  refuse: (problem: FieldProblemOf<P>) => void;
  /** The problem a touched field shows (a refusal of it first), or null. */
  shown: (field: ProblemField<P>) => FieldProblemOf<P> | null;
};

/** Nothing found: an empty list or Map, a record without keys. */
export function noProblems(found: FoundProblems): boolean {
  if (Array.isArray(found)) return found.length === 0;
  if (found instanceof Map) return found.size === 0;
  return Object.keys(found).length === 0;
}

const fieldOf = (problem: unknown): unknown => (typeof problem === 'object' && problem !== null && 'field' in problem ? problem.field : undefined);

/** The problem found for a field: a list's first item naming it, a Map's or a record's entry. */
function problemFor(problems: FoundProblems, field: unknown): unknown {
  if (Array.isArray(problems)) return problems.find((problem) => fieldOf(problem) === field);
  if (problems instanceof Map) return problems.get(field);
  return (problems as Record<PropertyKey, unknown>)[field as PropertyKey];
}

/**
 * The problems of a form whose rules are checked before anything is sent: check on submit and send
 * only when nothing was found, show each field's problem, clear one as it is edited, put a server's
 * refusal among them. `none` is the empty value of the form's kind of problems (`[]`, `{}`, a Map).
 */
export function useFormProblems<P extends FoundProblems>(none: P): FormProblems<P> {
  const [problems, setProblems] = useState<P>(none);
  const [touched, setTouchedFields] = useState<ReadonlySet<ProblemField<P>>>(new Set());
  const [refusal, setRefusal] = useState<FieldProblemOf<P> | null>(null);
  const actions = useMemo(
    () => ({
      check: (found: P) => {
        setProblems(found);
        return noProblems(found);
      },
      set: setProblems,
      put: <K extends keyof P & RecordField<P>>(field: K, problem: P[K]) => setProblems((current) => ({ ...current, [field]: problem })),
      clear: (field: RecordField<P>) => setProblems((current) => ({ ...current, [field]: undefined })),
      touch: (field: ProblemField<P>) => {
        setTouchedFields((was) => new Set([...was, field]));
        setRefusal(null);
      },
      setTouched: (fields: Iterable<ProblemField<P>>) => setTouchedFields(new Set(fields)),
      refuse: (problem: FieldProblemOf<P>) => setRefusal(() => problem),
    }),
    [],
  );
  const shown = (field: ProblemField<P>): FieldProblemOf<P> | null => {
    if (refusal !== null && fieldOf(refusal) === field) return refusal;
    return touched.has(field) ? ((problemFor(problems, field) ?? null) as FieldProblemOf<P> | null) : null;
  };
  return { problems, shown, ...actions };
}
