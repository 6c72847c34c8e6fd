import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { z } from 'zod';

/** localStorage `selectedSubject`: the id of the course last opened on the archive page. */
const selectedSubjectSchema = z.number().int().positive();

/** The stored course id, or null when there is none or it is not one (an older or foreign value). */
export function readSelectedSubject(storage: Storage): number | null {
  const raw = storage.getItem(storageKeys.selectedSubject);
  if (raw === null) return null;
  try {
    const parsed = selectedSubjectSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSelectedSubject(storage: Storage, courseId: number | null): void {
  if (courseId === null) storage.removeItem(storageKeys.selectedSubject);
  else storage.setItem(storageKeys.selectedSubject, JSON.stringify(courseId));
}
