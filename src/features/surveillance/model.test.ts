import { describe, expect, it } from 'vitest';
import { DsError, type DsData } from '../../../protocol/index.ts';
import { checkCamera, emptyWall, failureKey, placeCamera, pruneWall, saveCamera, type CameraDs } from './model.ts';

const camera = { id: '1', name: 'Gate', protocol: 'hls', streamId: 'gate', streamUrl: '/cameras/hls/gate/index.m3u8', createBy: '20000001', createdAt: 1, updatedAt: 1 } as const;

function fakeDs(addAnswer: DsError | null): CameraDs & { calls: string[] } {
  const calls: string[] = [];
  const answer = (desc: unknown = null, list: unknown[] = []): Promise<DsData> => Promise.resolve({ desc, list });
  return {
    calls,
    get: (path) => (calls.push(`GET ${path}`), answer({ max: 4 }, [camera])),
    post: (path) => (calls.push(`POST ${path}`), addAnswer ? Promise.reject(addAnswer) : answer()),
    put: (path) => (calls.push(`PUT ${path}`), answer()),
    delete: (path) => (calls.push(`DELETE ${path}`), answer()),
  };
}

describe('camera list', () => {
  it('validates as the platform does', () => {
    expect(checkCamera({ name: ' ', protocol: 'hls', streamId: 'a b', streamUrl: 'javascript:x' })).toEqual({
      name: 'surveillance.field.required',
      streamId: 'surveillance.streamId.invalid',
      streamUrl: 'surveillance.streamUrl.invalid',
    });
    expect(checkCamera({ name: 'Yard', protocol: 'webrtc', streamId: 'yard', streamUrl: '/janus' })).toEqual({ streamId: 'surveillance.streamId.mount' });
    expect(checkCamera({ name: 'Yard', protocol: 'flv', streamId: 'yard', streamUrl: '/cameras/flv?stream=yard' })).toEqual({});
  });

  it('reloads the list after a change, and reports 107 as maximum concurrent connections exceeded', async () => {
    const ds = fakeDs(null);
    const saved = await saveCamera(ds, { name: 'Gate', protocol: 'hls', streamId: 'gate', streamUrl: camera.streamUrl }, null);
    expect(saved).toEqual({ ok: true, list: { cameras: [camera], max: 4 } });
    expect(ds.calls).toEqual(['POST /ds/camera/add', 'GET /ds/camera/list']);
    const refused = await saveCamera(fakeDs(new DsError('107', 'cameras:maximum concurrent connections exceeded')), { name: 'X', protocol: 'hls', streamId: 'x', streamUrl: '/x.m3u8' }, null);
    expect(refused).toEqual({ ok: false, code: '107' });
    expect(failureKey('107')).toBe('surveillance.error.maxConnections');
    expect(failureKey('500')).toBe('surveillance.error.failed');
  });
});

describe('video wall', () => {
  it('places a camera on a dropped tile or the first free one; refuses a second copy and a full wall', () => {
    let wall = emptyWall();
    const first = placeCamera(wall, 4, 'a', 2);
    expect(first.ok && first.wall.slice(0, 4)).toEqual([null, null, 'a', null]);
    wall = first.ok ? first.wall : wall;
    expect(placeCamera(wall, 4, 'a', 0)).toEqual({ ok: false, error: 'alreadyMonitoring' });
    for (const id of ['b', 'c', 'd']) {
      const next = placeCamera(wall, 4, id, null);
      wall = next.ok ? next.wall : wall;
    }
    expect(wall.slice(0, 4)).toEqual(['b', 'c', 'a', 'd']);
    expect(placeCamera(wall, 4, 'e', null)).toEqual({ ok: false, error: 'maxMonitored' });
    // Dropping on a busy tile replaces its camera.
    const replaced = placeCamera(wall, 4, 'e', 0);
    expect(replaced.ok && replaced.wall[0]).toBe('e');
  });

  it('takes deleted cameras off the wall', () => {
    expect(pruneWall(['1', '2', null], [camera]).slice(0, 3)).toEqual(['1', null, null]);
  });
});
