export { HomePage, type HomePageProps } from './HomePage.tsx';
export type { SendCommand } from '../voice/index.ts';
export { SendCommandProvider, useSendCommand } from './model/sendCommand.ts';
export { RemoteSwitchMenu } from './components/RemoteSwitchMenu.tsx';
