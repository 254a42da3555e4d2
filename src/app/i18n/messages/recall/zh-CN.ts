import type { RecallCatalogue } from './en-US.ts';

/** instant recall (group transmissions): 简体中文. */
export const recallZhCN: RecallCatalogue = {
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
