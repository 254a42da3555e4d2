import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

describe('preloadable', () => {
  it('imports once, however often it is asked', async () => {
    let imports = 0;
    const module = preloadable(async () => {
      imports += 1;
      return { Page: () => null };
    });
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(await module.load()).toBe(first);
    expect(imports).toBe(1);
  });

  it('tries again after a failed import', async () => {
    let imports = 0;
    const module = preloadable(async () => {
      imports += 1;
      if (imports === 1) throw new Error('network down');
      return { Page: () => null };
    });
    await expect(module.load()).rejects.toThrow('network down');
    await expect(module.load()).resolves.toHaveProperty('Page');
    expect(imports).toBe(2);
  });
});
