/** Remote control of terminals (SPEC §3 call-set status): stun, kill, activate; environment monitoring. */
import './remote-control.css';
export { RemoteControlMenu } from './components/RemoteControlMenu.tsx';
export { CallSetBadge } from './components/CallSetBadge.tsx';
export { EnvironmentMonitorButton } from './components/EnvironmentMonitorButton.tsx';
