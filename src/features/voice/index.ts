export { VoicePanel, type VoicePanelProps } from './VoicePanel.tsx';
export type { SendCommand } from './commands.ts';
export { commandFailureOf, type CommandFailure } from './model/model.ts';
