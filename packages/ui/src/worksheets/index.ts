export { AddToWorksheet, type AddToWorksheetProps } from './add-to-worksheet.tsx';
export { WorksheetList, type WorksheetListProps } from './worksheet-list.tsx';
export { WorksheetView, type WorksheetViewProps } from './worksheet-view.tsx';
