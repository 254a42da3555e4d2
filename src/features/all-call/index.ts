/** All-call and broadcast call: the panel on the home screen. */
export { AllCallPanel, type AllCallPanelProps } from './AllCallPanel.tsx';
