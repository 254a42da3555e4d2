export { HandOverDialog, type HandOverWords } from './HandOverDialog.tsx';
