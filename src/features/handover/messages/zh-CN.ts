/** alarm-handling: Chinese (China), the module's keys (who handles a fence or lone-worker alarm; several dispatchers at once). */
import type { AlarmHandlingCatalogue } from './en-US.ts';

export const messages: AlarmHandlingCatalogue = {
  'alarmHandling.handler': "处理人",
  'alarmHandling.handledBy': "处理人：{name}",
  'alarmHandling.nobody': "暂无",
  'alarmHandling.you': "您",
  'alarmHandling.acknowledge': "确认接警",
  'alarmHandling.handOver': "转交",
  'alarmHandling.handOver.title': "转交 {name} 的告警",
  'alarmHandling.handOver.to': "转交给调度员",
  'alarmHandling.handOver.none': "没有其他调度员可转交",
  'alarmHandling.cancel': "取消",
  'alarmHandling.resolve': "解除",
  'alarmHandling.resolved': "已解除",
  'alarmHandling.handed': "告警已转交",
  'alarmHandling.error.closed': "该告警已关闭",
  'alarmHandling.error.notAcknowledged': "请先确认接警",
  'alarmHandling.error.acknowledged': "已有其他调度员在处理该告警",
  'alarmHandling.error.notHandler': "只有正在处理该告警的调度员才能这样做",
  'alarmHandling.error.toSelf': "请选择其他调度员",
  'alarmHandling.error.toNotDispatcher': "该账号不是调度员",
  'alarmHandling.error.unknown': "该告警已不存在",
  'alarmHandling.error.failed': "平台拒绝了请求（{code}）",
};
