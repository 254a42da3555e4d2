export { DiagnosticsPage } from './DiagnosticsPage.tsx';
