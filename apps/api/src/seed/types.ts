import type { ArchiveType, CourseCategory } from '@pastexam/api-contract';

/** A question as printed on a demo exam, with the reference answer printed when the archive has answers. */
export type ExamQuestion = { prompt: string; answer: string };

export type DemoProfessor = {
  /** As shown in the archive, e.g. 陳志明. */
  name: string;
  /** As printed on the PDF, whose standard fonts have no Chinese glyphs, e.g. Chen Chih-Ming. */
  latinName: string;
};

export type DemoArchive = {
  /** One of the course's professors. */
  professor: DemoProfessor;
  /** ROC academic year, e.g. 113 for 2024-25. */
  academicYear: number;
  type: ArchiveType;
  /** As shown in the archive list, e.g. 期中考. */
  name: string;
  hasAnswers: boolean;
};

export type DemoCourse = {
  /** As shown in the archive, e.g. 資料結構. */
  name: string;
  /** As printed on the PDF header, e.g. Data Structures. */
  englishName: string;
  category: CourseCategory;
  professors: readonly DemoProfessor[];
  /** The first half is midterm material, the second half final material. */
  questions: readonly ExamQuestion[];
  archives: readonly DemoArchive[];
};
