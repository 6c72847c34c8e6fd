export type { FieldErrors } from '../form/field-errors.ts';
export { formatTaipeiDateTime } from '../time-format.ts';
export { type CourseField, CourseFormDialog, type CourseFormDialogProps } from './course-form-dialog.tsx';
export { CourseTable, type CourseTableProps } from './course-table.tsx';
export { MergeCourseDialog, type MergeCourseDialogProps } from './merge-course-dialog.tsx';
export { PendingCourses, type PendingCoursesProps } from './pending-courses.tsx';
export { RefuseCourseDialog, type RefuseCourseDialogProps } from './refuse-course-dialog.tsx';
export { TrashTable, type TrashTableProps } from './trash-table.tsx';
export {
  type UserField,
  UserFormDialog,
  type UserFormDialogProps,
  type UserSubmission,
} from './user-form-dialog.tsx';
export { SELF_DEMOTION_NOTE, SELF_PASSWORD_NOTE } from './user-labels.ts';
export { UserTable, type UserTableProps } from './user-table.tsx';
