import { type ArchiveType, archiveTypeSchema, courseCategorySchema } from '@pastexam/api-contract';
import { z } from 'zod';

/** Text of the demo data: never empty. */
const text = z.string().min(1);

export const demoProfessorSchema = z.strictObject({
  /** As shown in the archive, e.g. 陳志明. */
  name: text,
  /** As printed on the PDF, whose standard fonts have no Chinese glyphs, e.g. Chen Chih-Ming. */
  latinName: text,
});
export type DemoProfessor = z.infer<typeof demoProfessorSchema>;

/** professors.json: the demo department's teaching staff, by the key the course files name them with. */
export const demoProfessorsSchema = z.record(z.string().regex(/^[a-z][A-Za-z]*$/), demoProfessorSchema);
export type DemoProfessors = z.infer<typeof demoProfessorsSchema>;

/** A question as printed on a demo exam, with the reference answer printed when the archive has answers. */
export const examQuestionSchema = z.strictObject({ prompt: text, answer: text });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

const defaultArchiveNames: Record<ArchiveType, string> = {
  midterm: '期中考',
  final: '期末考',
  quiz: '小考',
  other: '複習題',
};

/**
 * A course file (courses/<year group>.json): its courses in catalogue order, each professor given by a
 * key of `professors`, which is what the parsed courses hold in its place.
 */
export function demoCoursesSchema(professors: DemoProfessors) {
  const professor = z.string().transform((key, context) => {
    const found = Object.hasOwn(professors, key) ? professors[key] : undefined;
    if (found) return found;
    context.addIssue({ code: 'custom', message: `unknown professor "${key}": not a key of professors.json` });
    return z.NEVER;
  });
  const archive = z
    .strictObject({
      /** One of the course's professors. */
      professor,
      /** ROC academic year, e.g. 113 for 2024-25. */
      academicYear: z.int().min(1),
      type: archiveTypeSchema,
      /** As shown in the archive list; the type's usual name (期中考, ...) when left out. */
      name: text.optional(),
      /** Whether the PDF ends with the reference answers; no when left out. */
      hasAnswers: z.boolean().default(false),
    })
    .transform(({ professor, academicYear, type, name, hasAnswers }) => ({
      professor,
      academicYear,
      type,
      name: name ?? defaultArchiveNames[type],
      hasAnswers,
    }));
  const course = z
    .strictObject({
      /** As shown in the archive, e.g. 資料結構. */
      name: text,
      /** As printed on the PDF header, e.g. Data Structures. */
      englishName: text,
      category: courseCategorySchema,
      professors: z.array(professor).min(1),
      /** The first half is midterm material, the second half final material. */
      questions: z.array(examQuestionSchema).min(2),
      archives: z.array(archive),
    })
    .superRefine((parsed, context) => {
      parsed.archives.forEach((entry, index) => {
        if (parsed.professors.includes(entry.professor)) return;
        context.addIssue({
          code: 'custom',
          path: ['archives', index, 'professor'],
          message: `${entry.professor.name} does not teach ${parsed.name}: list them in its professors`,
        });
      });
    });
  return z.array(course);
}
export type DemoCourse = z.output<ReturnType<typeof demoCoursesSchema>>[number];
export type DemoArchive = DemoCourse['archives'][number];

/** Parses one file of demo data, refusing it with the file's name and every problem in it. */
export function parseDemoData<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(`The demo data file ${file} is malformed:\n${z.prettifyError(result.error)}`);
}
