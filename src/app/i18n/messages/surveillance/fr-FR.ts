import type { SurveillanceCatalogue } from './en-US.ts';

export const surveillanceFrFR: SurveillanceCatalogue = {
};
