import { platformModule } from '../platform-module.ts';
import { applyToCameras } from './camera-book.ts';
import { CAMERA_ROUTES, CAMERA_TEST_ROUTES } from './camera-routes.ts';

/** Cameras of the organisation. */
export const cameraModule = platformModule({
  name: 'cameras',
  events: {
    'camera.added': { stream: (event) => `camera:${event.camera.id}`, apply: (state, event) => applyToCameras(state.cameras, event) },
    'camera.updated': { stream: (event) => `camera:${event.camera.id}`, apply: (state, event) => applyToCameras(state.cameras, event) },
    'camera.removed': { stream: (event) => `camera:${event.id}`, apply: (state, event) => applyToCameras(state.cameras, event) },
  },
  routes: () => CAMERA_ROUTES,
  testRoutes: () => CAMERA_TEST_ROUTES,
});
