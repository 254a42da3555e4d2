import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsFrFR: VideoCallsCatalogue = {
};
