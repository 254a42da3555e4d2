export { MapMonitoringPage, type MapMonitoringPageProps } from './MapMonitoringPage.tsx';
