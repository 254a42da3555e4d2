import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsZhCN: VideoCallsCatalogue = {
  'videoCalls.call': '视频通话',
  'videoCalls.place': '视频呼叫',
  'videoCalls.resolution': '分辨率',
  'videoCalls.remote': '对方视频',
  'videoCalls.local': '本地摄像头',
  'videoCalls.mute': '静音',
  'videoCalls.unmute': '取消静音',
  'videoCalls.media.up': '视频已连接',
  'videoCalls.media.connecting': '正在连接视频…',
  'videoCalls.noRemoteVideo': '等待视频…',
  'videoCalls.status.cameraBusy': '摄像头忙',
  'videoCalls.status.noVideoCredit': '无视频额度',
  'videoCalls.status.maxRequests': '超过最大并发视频通话数',
  'videoCalls.status.maxDuration': '已达到视频通话最长时长',
  'videoCalls.status.notAcceptable': '视频通话不可接受',
  'videoCalls.status.localStreamFailed': '本地流失败',
  'videoCalls.camera.failed': '本地流失败：无摄像头或无权限',
};
