/** video-calls: English (United States), the module's keys. */
export const videoCallsEnUS = {
  'videoCalls.call': 'Video call',
  'videoCalls.place': 'Video call',
  'videoCalls.resolution': 'Resolution',
  'videoCalls.remote': 'Video of the other party',
  'videoCalls.local': 'Your camera',
  'videoCalls.mute': 'Mute',
  'videoCalls.unmute': 'Unmute',
  'videoCalls.media.up': 'Video connected',
  'videoCalls.media.connecting': 'Connecting video…',
  'videoCalls.noRemoteVideo': 'Waiting for video…',
  'videoCalls.status.cameraBusy': 'Camera busy',
  'videoCalls.status.noVideoCredit': 'No video credit',
  'videoCalls.status.maxRequests': 'Exceeded maximum concurrent video calls',
  'videoCalls.status.maxDuration': 'Maximum video call duration reached',
  'videoCalls.status.notAcceptable': 'Video call not acceptable',
  'videoCalls.status.localStreamFailed': 'Local stream failed',
  'videoCalls.camera.failed': 'Local stream failed: no camera or permission',
} as const;

export type VideoCallsCatalogue = Readonly<Record<keyof typeof videoCallsEnUS, string>>;
