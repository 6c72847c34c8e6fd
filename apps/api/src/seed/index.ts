export { demoCatalogue, listDemoArchives } from './catalogue.ts';
export { type ExamPdfInput, generateDemoArchivePdf, generateExamPdf } from './exam-pdf.ts';
export { demoArchive, demoProfessors } from './professors.ts';
export type { DemoArchive, DemoCourse, DemoProfessor, ExamQuestion } from './types.ts';
