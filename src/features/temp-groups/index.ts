export { TempGroupsPanel, type TempGroupsPanelProps } from './TempGroupsPanel.tsx';
