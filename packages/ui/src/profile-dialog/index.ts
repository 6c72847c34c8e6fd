export type { FieldErrors } from '../form/field-errors.ts';
export {
  type ProfileAccount,
  ProfileDialog,
  type ProfileDialogProps,
  type ProfileField,
} from './profile-dialog.tsx';
