// The atom lives in src/state so that feature modules (terminal operations) read it too.
export { featuresAtom } from '../../state/features.ts';
