export { UserManualPage } from './UserManualPage.tsx';
