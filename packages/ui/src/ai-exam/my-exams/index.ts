export { ExamActionItems, type ExamActionItemsProps } from './exam-action-items.tsx';
export { MyExamList, type MyExamListProps } from './my-exam-list.tsx';
export { taskStatusMessages } from './my-exam-row.tsx';
export { RenameExamDialog, type RenameExamDialogProps } from './rename-exam-dialog.tsx';
