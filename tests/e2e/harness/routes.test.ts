import { describe, expect, it } from 'vitest';
import { ROUTES as CONSOLE_ROUTES } from '../../../src/app/routes/routeTable.ts';
import { ROUTES } from './routes.ts';

const byPath = (routes: readonly { readonly path: string }[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path));

describe('the specs’ route table', () => {
  it('is the one the console builds from the same manifests (its glob there, the files here)', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    expect(byPath(ROUTES)).toEqual(byPath(CONSOLE_ROUTES));
  });
});
