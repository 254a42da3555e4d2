export { MobileAppPage } from './MobileAppPage.tsx';
