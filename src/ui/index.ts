/** The design system: react-aria-components parts styled by the theme tokens. */
import './theme/tokens.css';
import './theme/base.css';
import './ui.css';

export { ActionButton, Button, IconButton, type ButtonVariant } from './Button.tsx';
export { Checkbox } from './Checkbox.tsx';
export { DateTimeField } from './LazyDateTimeField.tsx';
export type { DateTimeKind } from './DateTimeField.tsx';
export { Switch } from './Switch.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { Dialog, DialogBody, DialogFooter } from './Dialog.tsx';
export { FileInput } from './FileInput.tsx';
export { IntlProvider, useIntl, useT, type MessageKey, type MessageRegistry, type MessageValues, type Translate } from './i18n.tsx';
export { Icon, type IconName } from './Icon.tsx';
export { IconToggle } from './IconToggle.tsx';
export { KeyCapture, keyLabel } from './KeyCapture.tsx';
export { languageName } from './languageName.ts';
export { LoadingOverlay } from './LoadingOverlay.tsx';
export { RadioGroupField } from './RadioGroupField.tsx';
export { SearchField } from './SearchField.tsx';
export { PickField, type PickOption } from './PickField.tsx';
export { SelectField, type SelectOption } from './SelectField.tsx';
export { Slider } from './Slider.tsx';
export { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';
export { TextField } from './TextField.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { ToastProvider, useToast, TOAST_DURATION_MS, type ToastMessage, type ToastTone } from './Toast.tsx';
export { TreeView, type TreeItemState, type TreeNode } from './TreeView.tsx';
