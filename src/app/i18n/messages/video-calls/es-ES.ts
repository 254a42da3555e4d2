import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsEsES: VideoCallsCatalogue = {
};
