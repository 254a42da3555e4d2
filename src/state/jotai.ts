/**
 * The one door to jotai (a lint rule bans importing it elsewhere): the console's single store and
 * the few primitives the rest of the code needs.
 */
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';

export type { Atom, Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai';
export { atom, Provider, useAtom, useAtomValue, useSetAtom };

/** The store every part of the console reads and writes; non-React code (the socket pipeline) writes it directly. */
export const store = createStore();
