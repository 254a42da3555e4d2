import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasCamera, SocketCommandError, DsError, type CommandArgs, type CommandName, type MonitorGrant, type SosAlarm } from '../../../../protocol/index.ts';
import { groupsAtom, terminalsAtom } from '../../../state/eventLog.ts';
import { useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { useCallControls } from '../../calls/index.ts';
import { sosResponseAtom, sosTrackRequestAtom } from './atoms.ts';
import { floorOutcomeOf, responseOf, type SosResponse } from './model.ts';

/** What a response needs of the session's socket. */
export type SosResponseClient = {
  command<N extends CommandName>(name: N, args: CommandArgs<N>, timeoutMs?: number): Promise<unknown>;
  startMonitor(msId: string): Promise<MonitorGrant>;
  stopMonitor(monitorId: string): Promise<void>;
};

export const MAP_PATH = '/maps/monitoring';
const codeOf = (error: unknown): string => (error instanceof SocketCommandError || error instanceof DsError ? error.code : '500');

/**
 * `respond(alarm)`: after this dispatcher acknowledged an alarm, open everything at once: ambient
 * listening, the camera (when the terminal has one), the recent track on the map, and the floor of
 * the terminal's group (a dispatcher's request pre-empts a terminal talking).
 */
export function useSosResponse(client: SosResponseClient): (alarm: SosAlarm) => void {
  const calls = useCallControls();
  const terminals = useAtomValue(terminalsAtom);
  const groups = useAtomValue(groupsAtom);
  const setResponse = useSetAtom(sosResponseAtom);
  const setTrack = useSetAtom(sosTrackRequestAtom);
  const navigate = useNavigate();
  return useCallback(
    (alarm: SosAlarm) => {
      const camera = hasCamera(alarm.type);
      const response = responseOf(alarm, terminals.get(alarm.msId), (gid) => groups.get(gid)?.name ?? gid, camera, calls !== null);
      const update = (change: Partial<SosResponse>) => setResponse((current) => (current?.alarmId === alarm.id ? { ...current, ...change } : current));
      setResponse(response);
      calls?.listen(alarm.msId, alarm.name);
      if (response.gid !== null) {
        client.command('floorRequest', { gid: response.gid }).then(
          (data) => update({ floor: floorOutcomeOf(data) }),
          (error: unknown) => update({ floor: { kind: 'failed', code: codeOf(error) } }),
        );
      }
      if (camera) {
        client.startMonitor(alarm.msId).then(
          (grant) => update({ camera: { kind: 'live', grant } }),
          (error: unknown) => update({ camera: { kind: 'failed', code: codeOf(error) } }),
        );
      }
      setTrack({ msId: alarm.msId, name: alarm.name });
      navigate(MAP_PATH);
    },
    [calls, terminals, groups, setResponse, setTrack, navigate, client],
  );
}
