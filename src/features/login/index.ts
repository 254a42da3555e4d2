export { LoginPage, type FirstPasswordSubmission, type LoginBrand, type LoginPageProps } from './LoginPage.tsx';
export type { LoginSubmission } from './components/LoginForm.tsx';
export { loginFailureKey } from './model/model.ts';
