/** Network management (SPEC §7): groups, memberships, terminal names and icons. */
import './network-management.css';
export { NetworkProvider, useNetwork } from './model/NetworkProvider.tsx';
export { GroupManager } from './components/GroupManager.tsx';
export { TerminalManageMenu } from './components/TerminalManageMenu.tsx';
export { ICON_LABELS, ICON_NAMES } from './model/icons.ts';
