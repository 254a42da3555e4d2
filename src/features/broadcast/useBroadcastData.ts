import { useCallback, useEffect, useState } from 'react';
import type { BroadcastCaster, BroadcastFile, BroadcastOrg, BroadcastPlan, DeviceView, RealTimeView, TaskView } from '../../../protocol/index.ts';
import { BroadcastError, type BroadcastApi } from './model/model.ts';

/** Speakers report their state to the service, not to us: the changing parts are re-read this often. */
export const BROADCAST_REFRESH_MS = 2_000;

export type BroadcastData = {
  orgs: BroadcastOrg[];
  devices: DeviceView[];
  files: BroadcastFile[];
  tasks: TaskView[];
  plan: BroadcastPlan | null;
  realTime: RealTimeView | null;
  casters: BroadcastCaster[];
  users: { id: string; name: string }[];
};

const EMPTY: BroadcastData = { orgs: [], devices: [], files: [], tasks: [], plan: null, realTime: null, casters: [], users: [] };

/** Everything the broadcast screens show, loaded once and then refreshed; a 401 or 107 goes to `onRefused`. */
export function useBroadcastData(api: BroadcastApi, onRefused: (code: number) => void) {
  const [data, setData] = useState<BroadcastData>(EMPTY);
  const [loaded, setLoaded] = useState<'loading' | 'loaded' | 'failed'>('loading');

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof BroadcastError && (error.code === 401 || error.code === 107)) onRefused(error.code);
      else setLoaded('failed');
    },
    [onRefused],
  );

  const reload = useCallback(async () => {
    try {
      const [orgs, devices, files, tasks, plan, realTime, casters, users] = await Promise.all([api.orgs(), api.devices(), api.files(), api.tasks(), api.plan(), api.realTime(), api.casters(), api.users()]);
      setData({ orgs, devices, files, tasks, plan, realTime, casters, users });
      setLoaded('loaded');
    } catch (error) {
      fail(error);
    }
  }, [api, fail]);

  const refreshLive = useCallback(async () => {
    try {
      const [devices, tasks, realTime] = await Promise.all([api.devices(), api.tasks(), api.realTime()]);
      setData((was) => ({ ...was, devices, tasks, realTime }));
    } catch (error) {
      fail(error);
    }
  }, [api, fail]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void refreshLive(), BROADCAST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, refreshLive]);

  return { data, loaded, reload };
}
