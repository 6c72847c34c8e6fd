export { LoginDialog, type LoginDialogProps, type LoginValues } from './login-dialog.tsx';
