export type { FieldErrors } from '../form/field-errors.ts';
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  PASSWORD_MISMATCH,
  type PasswordField,
} from './change-password-dialog.tsx';
