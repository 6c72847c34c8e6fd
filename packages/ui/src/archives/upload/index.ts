export { ArchiveUploadDialog, type ArchiveUploadDialogProps } from './archive-upload-dialog.tsx';
export type { FoundDuplicate } from './duplicate-warning.tsx';
export type { ArchiveUploadValues, UploadSource } from './upload-draft.ts';
export type { DescribedExam } from './use-upload-wizard.ts';
