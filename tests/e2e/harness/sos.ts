import { AlarmStatus, type SocketClient, type SosAlarm } from '../../../protocol/index.ts';
import type { PlatformApi } from './platformApi.ts';

/** A radio presses its SOS key (at a position in the demo world); resolves the platform's alarm. */
export async function raiseSos(radio: SocketClient, at = { lat: 39.4702, lng: -0.3768 }): Promise<SosAlarm> {
  const answer = (await radio.command('sos', { ...at, time: Date.now() })) as { alarm: SosAlarm };
  return answer.alarm;
}

/**
 * Closes every alarm still open, so no banner is left for the specs after this one. The workflow
 * (docs/protocol.md "Emergency workflow") lets only the handler resolve, after a verdict: acknowledge
 * what nobody has, then act as each alarm's handler (the demo dispatchers share one password).
 */
export async function closeOpenAlarms(api: PlatformApi, dispatcher: { account: string; password: string }): Promise<void> {
  const token = await api.token(dispatcher.account, dispatcher.password);
  const open = await api.call('GET', `/ds/sos/findSos?status=0,1&pageSize=100&token=${token}`);
  for (const alarm of (open.data?.list ?? []) as SosAlarm[]) {
    if (alarm.status === AlarmStatus.Closed) continue;
    if (alarm.status === AlarmStatus.Alarm) await api.call('PUT', `/ds/sos/updateSos?token=${token}`, { id: alarm.id, status: 1 });
    const handler = alarm.handler ?? dispatcher.account;
    const as = handler === dispatcher.account ? token : await api.token(handler, dispatcher.password);
    if (alarm.verdict === null) await api.call('PUT', `/ds/sos/markSos?token=${as}`, { id: alarm.id, verdict: 'false' });
    await api.call('PUT', `/ds/sos/updateSos?token=${as}`, { id: alarm.id, status: 2, remark: 'test clean-up' });
  }
}
