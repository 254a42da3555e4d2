import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsZhCN: VideoCallsCatalogue = {
};
