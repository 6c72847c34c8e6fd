export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export {
  type Confirm,
  type ConfirmOptions,
  ConfirmProvider,
  type ConfirmProviderProps,
  useConfirm,
} from './confirm-provider.tsx';
