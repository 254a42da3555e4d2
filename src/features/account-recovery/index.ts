export { RecoveryDialog, type RecoveryDialogProps } from './components/RecoveryDialog.tsx';
export { EmailBinding, type EmailBindingProps } from './components/EmailBinding.tsx';
export type { RecoveryMode } from './model/model.ts';
