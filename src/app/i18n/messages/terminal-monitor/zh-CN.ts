import type { TerminalMonitorCatalogue } from './en-US.ts';

export const terminalMonitorZhCN: TerminalMonitorCatalogue = {
  'terminalMonitor.terminals': '终端',
  'terminalMonitor.hint': '将终端拖到画面格上即可查看其摄像头，或点击“监控摄像头”。',
  'terminalMonitor.filter': '查找终端',
  'terminalMonitor.monitor': '监控摄像头',
  'terminalMonitor.offline': '离线',
  'terminalMonitor.none': '没有匹配的终端。',
  'terminalMonitor.starting': '正在启动摄像头…',
  'terminalMonitor.stop': '停止',
  'terminalMonitor.label': '{name} 的摄像头',
  'terminalMonitor.ended.offline': '终端已离线，其摄像头已停止。',
  'terminalMonitor.ended.other': '监控已结束（代码 {code}）。',
  'terminalMonitor.error.streamNotFound': '未找到视频流。',
  'terminalMonitor.error.cameraBusy': '摄像头忙：该终端正在视频通话中。',
  'terminalMonitor.error.maxMonitored': '已达到最大监控数量。',
  'terminalMonitor.error.alreadyMonitoring': '已在监控此终端。',
  'terminalMonitor.error.deviceNotSupported': '设备不支持：该终端没有摄像头。',
  'terminalMonitor.error.offline': '该终端不在线。',
  'terminalMonitor.error.failed': '无法开始监控（代码 {code}）。',
};
