/** Key management (SPEC §2 /key-management/secret-keys): the keys message encryption uses. */
export { SecretKeysPage } from './SecretKeysPage.tsx';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
