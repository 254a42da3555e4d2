import { describe, expect, it } from 'vitest';
import { createStoredValues, memoryBackend } from '../../state/storage.ts';
import { createCredentialVault, CREDENTIALS_KEY } from './credentialVault.ts';

const newKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
const credentials = { account: '20000001', passwordHash: '0123456789abcdef0123456789abcdef' };

describe('credential vault', () => {
  it('stores the entry encrypted and opens it again', async () => {
    const backend = memoryBackend();
    const key = await newKey();
    const vault = createCredentialVault({ key: async () => key, values: createStoredValues(backend, new EventTarget()) });
    await vault.save(credentials);
    const stored = backend.getItem(CREDENTIALS_KEY) ?? '';
    expect(stored).not.toContain('20000001');
    expect(stored).not.toContain(credentials.passwordHash);
    await expect(vault.load()).resolves.toEqual(credentials);
  });

  it('uses a fresh IV for every save', async () => {
    const backend = memoryBackend();
    const key = await newKey();
    const vault = createCredentialVault({ key: async () => key, values: createStoredValues(backend, new EventTarget()) });
    await vault.save(credentials);
    const first = JSON.parse(backend.getItem(CREDENTIALS_KEY) ?? '{}');
    await vault.save(credentials);
    const second = JSON.parse(backend.getItem(CREDENTIALS_KEY) ?? '{}');
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toBe(second.data);
  });

  it('answers null without an entry, under another key, or when tampered with', async () => {
    const values = createStoredValues(memoryBackend(), new EventTarget());
    const key = await newKey();
    const vault = createCredentialVault({ key: async () => key, values });
    await expect(vault.load()).resolves.toBeNull();
    await vault.save(credentials);
    const otherKey = await newKey();
    await expect(createCredentialVault({ key: async () => otherKey, values }).load()).resolves.toBeNull();
    const entry = values.read(CREDENTIALS_KEY, (raw) => raw as { iv: string; data: string });
    const data = entry?.data ?? '';
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    values.write(CREDENTIALS_KEY, { ...entry, data: flipped });
    await expect(vault.load()).resolves.toBeNull();
  });

  it('forgets the entry on clear', async () => {
    const key = await newKey();
    const vault = createCredentialVault({ key: async () => key, values: createStoredValues(memoryBackend(), new EventTarget()) });
    await vault.save(credentials);
    vault.clear();
    await expect(vault.load()).resolves.toBeNull();
  });
});
