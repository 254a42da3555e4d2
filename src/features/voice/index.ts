export { VoicePanel, type VoicePanelProps } from './VoicePanel.tsx';
export type { SendCommand } from './commands.ts';
