import type { Logger } from 'pino';
import { countAllCourses, createCourse } from '../courses/repository.ts';
import type { Database } from '../db/client.ts';
import { type DemoCourse, demoCatalogue, generateDemoArchivePdf } from '../seed/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { storeArchive } from './upload.ts';

/**
 * Fills a database that has never had a course with the demo department, so a newcomer sees a living archive.
 * A database with any course, even a deleted one, is left alone. Returns whether it seeded.
 */
export async function seedDemoContent(
  db: Database,
  storage: FileStorage,
  logger: Logger,
  catalogue: readonly DemoCourse[] = demoCatalogue,
): Promise<boolean> {
  if ((await countAllCourses(db)) > 0) return false;
  let archiveCount = 0;
  for (const course of catalogue) {
    const row = await createCourse(db, { name: course.name, category: course.category });
    for (const archive of course.archives) {
      await storeArchive(db, storage, {
        course: { kind: 'existing', id: row.id },
        name: archive.name,
        professor: archive.professor.name,
        academic_year: archive.academicYear,
        archive_type: archive.type,
        has_answers: archive.hasAnswers,
        bytes: await generateDemoArchivePdf(course, archive),
        uploaderId: null,
      });
      archiveCount += 1;
    }
  }
  logger.info({ courses: catalogue.length, archives: archiveCount }, 'demo content seeded');
  return true;
}
