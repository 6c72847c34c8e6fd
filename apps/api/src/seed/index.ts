export { demoCatalogue, listDemoArchives } from './catalogue.ts';
export { generateDemoArchivePdf } from './exam-pdf.ts';
export type { DemoCourse } from './schema.ts';
