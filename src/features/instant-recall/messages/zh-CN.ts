/** instant recall (last N, play all, ducking, terminal recall): 简体中文, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const messages: InstantRecallCatalogue = {
  'recall.count': '最近',
  'recall.playAll': '全部播放（{count}）',
  'recall.stopAll': '全部停止',
  'recall.sequenceAt': '正在播放第 {index} 条，共 {total} 条',
  'recall.terminalTitle': '{name} 的最近通话',
  'recall.terminalAction': '回放 {name} 的通话',
  'recall.close': '关闭',
  'recall.ducked': '回放期间实时语音已降低音量',
  // recall: instant recall of group transmissions.
  'recall.toggle': '即时回放',
  'recall.title': '{group} 的最近讲话',
  'recall.empty': '暂无录音。',
  'recall.loadFailed': '无法加载录音。',
  'recall.duration': '{seconds} 秒',
  'recall.play': '播放 {name} 的讲话',
  'recall.playShort': '播放',
  'recall.stop': '停止',
  'recall.playFailed': '无法播放录音。',
  'recall.progress': '播放进度',
  'recall.heldForLive': '实时语音优先，录音暂时静音',
};
