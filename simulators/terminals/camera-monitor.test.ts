import { createSocket } from 'node:dgram';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { TerminalType, type MonitorAnswerStatus, type MonitorFrame } from '../../protocol/index.ts';
import { CameraMonitor } from './camera-monitor.ts';

const LOOPBACK = { mediaHost: '127.0.0.1', hostSideIp: '127.0.0.1' };

function fakeSocket() {
  const frames = new Subject<MonitorFrame>();
  const answers: Array<{ monitorId: string; status: MonitorAnswerStatus }> = [];
  return { frames, answers, socket: { monitors$: frames.asObservable(), command: (_name: 'monitorAnswer', args: { monitorId: string; status: MonitorAnswerStatus }) => Promise.resolve(void answers.push(args)) } };
}
const start = (monitorId: string, port: number, host = '127.0.0.1'): MonitorFrame => ({ type: 'monitor', action: 'start', monitorId, rtp: { host, port, payloadType: 96 } });
const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const monitors: CameraMonitor[] = [];
afterEach(async () => {
  await Promise.all(monitors.splice(0).map((monitor) => monitor.close()));
});

describe('a simulated terminal camera monitored on the wall', () => {
  it('answers 415 without a camera, 201 while its camera is in a video call, 502 without Janus', async () => {
    const cases: Array<[number, boolean, typeof LOOPBACK | null, MonitorAnswerStatus]> = [
      [TerminalType.Pmr, false, LOOPBACK, 415],
      [TerminalType.App, true, LOOPBACK, 201],
      [TerminalType.App, false, null, 502],
    ];
    for (const [type, busy, network, status] of cases) {
      const { frames, answers, socket } = fakeSocket();
      monitors.push(new CameraMonitor({ socket, type, network, cameraBusy: () => busy }));
      frames.next(start('monitor-answer-1', 30_000));
      await until(() => answers.length === 1);
      expect(answers[0]).toEqual({ monitorId: 'monitor-answer-1', status });
    }
  });

  it('sends VP8 RTP to the port it was given until told to stop', async () => {
    const receiver = createSocket('udp4');
    await new Promise<void>((resolve) => receiver.bind(0, '127.0.0.1', resolve));
    let received = 0;
    let payloadType = -1;
    receiver.on('message', (packet) => {
      received += 1;
      payloadType = packet[1]! & 0x7f;
    });
    try {
      const { frames, answers, socket } = fakeSocket();
      const monitor = new CameraMonitor({ socket, type: TerminalType.Poc6, network: LOOPBACK });
      monitors.push(monitor);
      frames.next(start('monitor-send-1', receiver.address().port));
      await until(() => answers.length === 1);
      expect(answers[0]).toEqual({ monitorId: 'monitor-send-1', status: 200 });
      await until(() => received > 20);
      expect(payloadType).toBe(96);
      expect(monitor.active).toEqual(['monitor-send-1']);
      frames.next({ type: 'monitor', action: 'stop', monitorId: 'monitor-send-1' });
      await until(() => monitor.active.length === 0);
      // Stopped means nothing more arrives (a packet in flight may still land just after).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = received;
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(received).toBe(after);
    } finally {
      receiver.close();
    }
  });

  it('refuses to send anywhere but Janus', async () => {
    const { frames, answers, socket } = fakeSocket();
    monitors.push(new CameraMonitor({ socket, type: TerminalType.App, network: LOOPBACK, log: () => undefined }));
    frames.next(start('monitor-elsewhere', 40_000, '192.0.2.7'));
    await until(() => answers.length === 1);
    expect(answers[0]?.status).toBe(502);
  });
});
