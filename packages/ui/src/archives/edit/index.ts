export {
  ArchiveEditDialog,
  type ArchiveEditDialogProps,
  type EditableArchive,
} from './archive-edit-dialog.tsx';
