export type { FieldErrors } from '../form/field-errors.ts';
export {
  NICKNAME_HINT,
  type ProfileAccount,
  ProfileDialog,
  type ProfileDialogProps,
  type ProfileField,
} from './profile-dialog.tsx';
