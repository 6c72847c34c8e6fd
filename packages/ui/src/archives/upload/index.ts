export { ArchiveUploadDialog, type ArchiveUploadDialogProps } from './archive-upload-dialog.tsx';
export type { ArchiveUploadValues } from './upload-draft.ts';
