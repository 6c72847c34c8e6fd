export {
  ArchiveUploadDialog,
  type ArchiveUploadDialogProps,
  type UploadDraft,
} from './archive-upload-dialog.tsx';
export { CoursePicker, type CoursePickerProps, categoryOf } from './course-picker.tsx';
export { ExamFields, type ExamFieldsProps } from './exam-fields.tsx';
export {
  type ArchiveUploadValues,
  type CourseDraft,
  type CourseTarget,
  checkCourse,
  checkExam,
  checkPdfFile,
  DEFAULT_MAX_FILE_BYTES,
  type ExamDraft,
  type ExamValues,
  formatFileSize,
} from './upload-draft.ts';
