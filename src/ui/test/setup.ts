// Set-up of the `ui` Vitest project (vite.config.ts): component tests in jsdom.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up: without this a
// test would find the dialogs and fields the previous one left mounted.
afterEach(cleanup);
