import { z } from 'zod';
import { AddCameraBody, CameraPath, DeleteCameraQuery, UpdateCameraBody } from '../../../protocol/index.ts';
import { camerasOfOrganisation } from './camera-book.ts';
import { type CameraAnswer } from './camera-service.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/** SPEC §7 "camera add, update, list, delete" (docs/protocol.md "Cameras"). */

const answerOf = (answer: CameraAnswer): Answer => (answer.code === '0' && 'camera' in answer ? ok(answer.camera) : refused(answer.code, 'desc' in answer ? answer.desc : ''));

export const CAMERA_ROUTES: RouteTable = {
  [CameraPath.Add]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(AddCameraBody, context.body, async (input) => answerOf(await context.services.cameras.add(context.session.msId, input))),
  },
  [CameraPath.Update]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(UpdateCameraBody, context.body, async (change) => answerOf(await context.services.cameras.update(context.session.msId, change))),
  },
  [CameraPath.Delete]: {
    method: 'DELETE',
    open: false,
    handle: (context) => withInput(DeleteCameraQuery, queryObject(context.query), async ({ id }) => answerOf(await context.services.cameras.remove(context.session.msId, id))),
  },
  [CameraPath.List]: {
    method: 'GET',
    open: false,
    handle: (context) => {
      const { state } = context.platform;
      // The caller's organisation's cameras only.
      return Promise.resolve(ok({ max: context.services.cameras.max }, camerasOfOrganisation(state, state.terminals.get(context.session.msId)?.cid ?? null)));
    },
  },
};

const CameraLimitBody = z.object({ max: z.number().int().min(0).max(10_000) });

/** docs/protocol.md "Test controls": POST /test/camera-limit {max} sets how many cameras add accepts. */
export const CAMERA_TEST_ROUTES: RouteTable = {
  '/test/camera-limit': {
    method: 'POST',
    open: true,
    handle: ({ services, body }) =>
      withInput(CameraLimitBody, body, ({ max }) => {
        services.cameras.max = max;
        return ok({ max });
      }),
  },
  /** POST /test/monitor-limit {max}: how many terminal cameras the platform monitors at once (--max-monitors). */
  '/test/monitor-limit': {
    method: 'POST',
    open: true,
    handle: ({ sockets, body }) =>
      withInput(CameraLimitBody, body, ({ max }) => {
        sockets.setMonitorLimit(max);
        return ok({ max });
      }),
  },
};
