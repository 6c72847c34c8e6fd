export type { FieldErrors } from '../form/field-errors.ts';
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type PasswordField,
} from './change-password-dialog.tsx';
