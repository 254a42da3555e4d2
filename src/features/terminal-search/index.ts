/**
 * Finding terminals in a fleet of thousands, for every module that asks for one or several: a search
 * box offering the best matches (`TerminalPickField`), the same with the choice shown once made
 * (`TerminalChoiceField`), and check boxes for the best matches, the chosen first (`TerminalChecklist`).
 */
export { TerminalChoiceField, TerminalPickField } from './components/TerminalPickField.tsx';
export { TerminalChecklist } from './components/TerminalChecklist.tsx';
export { notDispatcher } from './notDispatcher.ts';
