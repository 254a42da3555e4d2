import { platformModule } from '../platform-module.ts';
import { applyToCameras } from './camera-book.ts';

/** Cameras of the organisation. */
export const cameraModule = platformModule({
  name: 'cameras',
  events: {
    'camera.added': { stream: (event) => `camera:${event.camera.id}`, apply: (state, event) => applyToCameras(state.cameras, event) },
    'camera.updated': { stream: (event) => `camera:${event.camera.id}`, apply: (state, event) => applyToCameras(state.cameras, event) },
    'camera.removed': { stream: (event) => `camera:${event.id}`, apply: (state, event) => applyToCameras(state.cameras, event) },
  },
});
