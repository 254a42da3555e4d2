/** instant recall (last N, play all, ducking, terminal recall): 简体中文, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const instantRecallZhCN: InstantRecallCatalogue = {
  'recall.count': '最近',
  'recall.playAll': '全部播放（{count}）',
  'recall.stopAll': '全部停止',
  'recall.sequenceAt': '正在播放第 {index} 条，共 {total} 条',
  'recall.terminalTitle': '{name} 的最近通话',
  'recall.terminalAction': '回放 {name} 的通话',
  'recall.close': '关闭',
  'recall.ducked': '回放期间实时语音已降低音量',
};
