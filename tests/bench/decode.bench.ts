import { decodeServerFrame } from '../../protocol/index.ts';
import { opsPerSecond, writeSuite } from './report.ts';

/** How much the typed decoder costs over bare JSON.parse for the socket's most frequent frame. */
export function runDecodeBench(): void {
  const gpsFrame = JSON.stringify({
    type: 'event',
    seq: 123456,
    stream: 'terminal-10000001',
    time: Date.now(),
    event: {
      type: 'terminal.gps',
      msId: '10000001',
      fix: { lat: 41.39, lng: 2.17, speed: 8.2, direction: 90, altitude: 12, time: Date.now() },
    },
  });
  const parseOnly = opsPerSecond(() => JSON.parse(gpsFrame));
  const decoded = opsPerSecond(() => decodeServerFrame(gpsFrame));
  const malformed = opsPerSecond(() => decodeServerFrame('{"type":"event","seq":"x"}'));
  writeSuite(
    'socket-decode',
    [
      { name: 'JSON.parse of a GPS event frame', value: parseOnly, unit: 'frames/s' },
      { name: 'decodeServerFrame of a GPS event frame', value: decoded, unit: 'frames/s' },
      { name: 'decodeServerFrame of a malformed frame', value: malformed, unit: 'frames/s' },
    ],
    { 'decode / parse': Number((decoded / parseOnly).toFixed(3)) },
  );
}
