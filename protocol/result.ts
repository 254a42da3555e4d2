/** A decode outcome: a typed value or a typed error; decoders return this and never throw. */
export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DecodeError };

export type DecodeError = {
  readonly kind: 'not-json' | 'bad-shape';
  readonly detail: string;
};

export const decoded = <T>(value: T): Decoded<T> => ({ ok: true, value });
export const decodeFailure = (kind: DecodeError['kind'], detail: string): Decoded<never> => ({
  ok: false,
  error: { kind, detail },
});
