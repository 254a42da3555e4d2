/// <reference lib="webworker" />
import type { PositionPort } from './positionMessages.ts';
import { servePositionFold } from './positionService.ts';

// A dedicated worker of its own: the fold's memory traffic never meets the main thread's frames.
servePositionFold(self as unknown as PositionPort);
