/** Key management (SPEC §2 /key-management/secret-keys): the keys message encryption uses. */
export { SecretKeysPage } from './SecretKeysPage.tsx';
