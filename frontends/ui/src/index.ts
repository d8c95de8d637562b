// Clipwerk design system, shared as one singleton by the shell and every remote.
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { TextField, PasswordField, TextArea, Select, Checkbox, type SelectOption } from './components/Fields';
export { MoneyField, type MoneyFieldProps } from './components/MoneyField';
export { Card } from './components/Card';
export { DisputeSummary } from './components/DisputeSummary';
export { Icon, type IconName } from './components/Icon';
export { Tabs, type TabItem } from './components/Tabs';
export { Modal } from './components/Modal';
export { Avatar, initialsOf } from './components/Avatar';
export { ClipPlayer, isUploadedFile } from './components/ClipPlayer';
export { Spinner, PageSpinner, Badge, Alert, EmptyState, ErrorState, type Tone } from './components/Feedback';
export { RelativeTime, RELATIVE_TIME_TICK_MS } from './components/RelativeTime';
export { ToastViewport, type ToastMessage, type ToastTone } from './components/Toasts';
export * from './format';
export { useNow } from './useNow';
export * from './copy';
export * from './domain';
export * from './status';
