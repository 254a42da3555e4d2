import type { SurveillanceCatalogue } from './en-US.ts';

export const surveillanceRuRU: SurveillanceCatalogue = {
};
