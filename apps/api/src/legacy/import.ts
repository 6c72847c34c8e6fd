import {
  apiKeyUpdateSchema,
  archiveUploadSchema,
  courseInputSchema,
  userCreateSchema,
} from '@pastexam/api-contract';
import type { z } from 'zod';
import { saveApiKey } from '../ai-exam/api-key/repository.ts';
import { storeArchive } from '../archives/upload.ts';
import { PdfError } from '../pdf/errors.ts';
import { inspectPdf } from '../pdf/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { isLegacyHash } from '../users/legacy-password.ts';
import { importNotice } from './notices.ts';
import {
  findActiveCourseNamed,
  findClashingUser,
  finishArchive,
  type ImportKind,
  importedIds,
  insertCourse,
  insertUser,
  recordImport,
  trashCourse,
} from './repository.ts';
import type { ImportDeps, ImportReport, ReportLine, ReportTable, Run, TableCounts } from './run.ts';
import {
  firstIssue,
  LEGACY_QUERIES,
  type LegacyArchive,
  type LegacyCourse,
  type LegacyUser,
  legacyArchiveSchema,
  legacyCourseSchema,
  legacyNotificationSchema,
  legacyUserSchema,
  readTable,
} from './source.ts';

const archiveFields = archiveUploadSchema.pick({
  name: true,
  professor: true,
  academic_year: true,
  archive_type: true,
});
const userFields = userCreateSchema.pick({ name: true, email: true });

/**
 * Brings the original system's accounts, courses, archives and notices in (product §9.11): ids keep their meaning
 * (each archive its file and downloads, its uploader, each single sign-on account its subject), soft deletes
 * arrive in the trash, and a second run takes only what is new. Every row not imported is said why.
 */
export async function importLegacy(deps: ImportDeps): Promise<ImportReport> {
  const report: ImportReport = {
    dryRun: deps.dryRun,
    counts: {
      users: blank(),
      courses: blank(),
      archives: blank(),
      notifications: blank(),
    },
    lines: [],
  };
  const say = (
    table: ReportTable,
    id: number | null,
    name: string,
    outcome: ReportLine['outcome'],
    reason: string,
  ) => {
    report.counts[table][outcome] += 1;
    report.lines.push({ table, id, name, outcome, reason });
  };
  // A dry run pretends to write: what it would import counts, and later rows may refer to it.
  let pretend = -1;
  const write = async (kind: ImportKind, legacyId: number, create: () => Promise<number>) => {
    if (deps.dryRun) return pretend--;
    const id = await create();
    await recordImport(deps.db, kind, legacyId, id);
    return id;
  };
  const run: Run = { deps, report, say, write, plannedUsers: [] };

  const { users, courses, archives, notifications } = LEGACY_QUERIES;
  const userIds = await eachNew(run, 'users', 'user', users, legacyUserSchema, (user, ids) =>
    importUser(run, user, ids),
  );
  const trashLater: number[] = [];
  const courseIds = await eachNew(run, 'courses', 'course', courses, legacyCourseSchema, (course, ids) =>
    importCourse(run, course, ids, trashLater),
  );
  await eachNew(run, 'archives', 'archive', archives, legacyArchiveSchema, (archive) =>
    importArchive(run, archive, { courseIds, userIds }),
  );
  if (!deps.dryRun) for (const id of trashLater) await trashCourse(deps.db, id);
  await eachNew(run, 'notifications', 'announcement', notifications, legacyNotificationSchema, (notice) =>
    importNotice(run, notice),
  );
  return report;
}

/**
 * Reads one table of the original, counts its rows, says why any unreadable one is left out, and hands each
 * row no earlier run imported to `each`, with the ids imported so far. Answers those ids, `each`'s included.
 */
async function eachNew<T extends { id: number }>(
  run: Run,
  table: ReportTable,
  kind: ImportKind,
  query: string,
  schema: z.ZodType<T>,
  each: (row: T, ids: Map<number, number>) => Promise<void>,
): Promise<Map<number, number>> {
  const { rows, unreadable } = await readTable(run.deps.source, query, schema);
  const ids = await importedIds(run.deps.db, kind);
  run.report.counts[table].legacy = rows.length + unreadable.length;
  for (const bad of unreadable) run.say(table, bad.id, '', 'skipped', bad.reason);
  for (const row of rows) {
    if (ids.has(row.id)) run.report.counts[table].already += 1;
    else await each(row, ids);
  }
  return ids;
}

function blank(): TableCounts {
  return { legacy: 0, imported: 0, already: 0, matched: 0, skipped: 0 };
}

async function importUser(run: Run, user: LegacyUser, ids: Map<number, number>) {
  if (user.deleted_at) return run.say('users', user.id, user.name, 'skipped', '舊系統中已刪除的帳號');
  const fields = userFields.safeParse({ name: user.name, email: user.email });
  if (!fields.success) return run.say('users', user.id, user.name, 'skipped', firstIssue(fields.error));
  const sso = !user.is_local && user.oauth_sub !== null;
  if (sso && !run.deps.oidcIssuer)
    return run.say('users', user.id, user.name, 'skipped', '單一登入帳號：未指定 --oidc-issuer，無法對應');
  const { name, email } = fields.data;
  // A dry run writes nothing, so the accounts it would write are looked up beside those already here.
  const planned = run.deps.dryRun
    ? run.plannedUsers.find(
        (other) => other.name === name || other.email.toLowerCase() === email.toLowerCase(),
      )
    : undefined;
  const clash = planned ?? (await findClashingUser(run.deps.db, name, email));
  if (clash) {
    const where = planned ? `將匯入的舊系統帳號 #${planned.legacyId}` : `本系統的帳號 #${clash.id}`;
    if (clash.email.toLowerCase() !== email.toLowerCase())
      return run.say('users', user.id, user.name, 'skipped', `名稱已被${where}使用`);
    if (!run.deps.dryRun) await recordImport(run.deps.db, 'user', user.id, clash.id);
    ids.set(user.id, clash.id);
    return run.say('users', user.id, user.name, 'matched', `同一電子郵件，對應到${where}`);
  }
  const hash = user.password_hash && isLegacyHash(user.password_hash) ? user.password_hash : null;
  const id = await run.write('user', user.id, () =>
    insertUser(run.deps.db, {
      name,
      email,
      passwordHash: sso ? null : hash,
      isAdmin: user.is_admin,
      authProvider: sso ? 'oidc' : 'local',
      oidcIssuer: sso ? run.deps.oidcIssuer : null,
      oidcSubject: sso ? user.oauth_sub : null,
      lastLoginAt: user.last_login,
    }),
  );
  ids.set(user.id, id);
  run.plannedUsers.push({ id, legacyId: user.id, name, email });
  const key = apiKeyUpdateSchema.safeParse({ gemini_api_key: user.gemini_api_key ?? '' });
  if (!run.deps.dryRun && key.success && key.data.gemini_api_key) {
    await saveApiKey(run.deps.db, run.deps.appSecret, id, key.data.gemini_api_key);
  }
  run.report.counts.users.imported += 1;
  if (!sso && !hash)
    run.report.lines.push({
      table: 'users',
      id: user.id,
      name: user.name,
      outcome: 'matched',
      reason: '已匯入，但沒有可用的密碼：請管理員重設',
    });
}

async function importCourse(run: Run, course: LegacyCourse, ids: Map<number, number>, trashLater: number[]) {
  const fields = courseInputSchema.safeParse({ name: course.name, category: course.category });
  if (!fields.success) return run.say('courses', course.id, course.name, 'skipped', firstIssue(fields.error));
  const existing = await findActiveCourseNamed(run.deps.db, fields.data.name, fields.data.category);
  if (existing !== null && !course.deleted_at) {
    if (!run.deps.dryRun) await recordImport(run.deps.db, 'course', course.id, existing);
    ids.set(course.id, existing);
    return run.say('courses', course.id, course.name, 'matched', `對應到本系統同名同類別的課程 #${existing}`);
  }
  const id = await run.write('course', course.id, () =>
    insertCourse(run.deps.db, fields.data.name, fields.data.category),
  );
  ids.set(course.id, id);
  if (course.deleted_at) trashLater.push(id);
  run.report.counts.courses.imported += 1;
}

async function importArchive(
  run: Run,
  archive: LegacyArchive,
  ids: { courseIds: Map<number, number>; userIds: Map<number, number> },
) {
  const courseId = ids.courseIds.get(archive.course_id);
  if (courseId === undefined)
    return run.say('archives', archive.id, archive.name, 'skipped', `所屬課程 #${archive.course_id} 未匯入`);
  const fields = archiveFields.safeParse(archive);
  if (!fields.success)
    return run.say('archives', archive.id, archive.name, 'skipped', firstIssue(fields.error));
  const bytes = await readFile(run.deps.files, archive.object_name);
  if (typeof bytes === 'string') return run.say('archives', archive.id, archive.name, 'skipped', bytes);
  const uploaderId = archive.uploader_id === null ? null : (ids.userIds.get(archive.uploader_id) ?? null);
  await run.write('archive', archive.id, async () => {
    const row = await storeArchive(run.deps.db, run.deps.storage, {
      course: { kind: 'existing', id: courseId },
      ...fields.data,
      has_answers: archive.has_answers,
      bytes,
      uploaderId,
    });
    await finishArchive(run.deps.db, row.id, {
      downloadCount: archive.download_count,
      createdAt: archive.created_at,
      deleted: archive.deleted_at !== null,
    });
    return row.id;
  });
  run.report.counts.archives.imported += 1;
}

/** The archive's PDF from the original's bucket, or why it cannot be brought in. */
async function readFile(files: FileStorage, objectName: string): Promise<Uint8Array | string> {
  try {
    const stored = await files.get(objectName);
    const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
    await inspectPdf(bytes);
    return bytes;
  } catch (error) {
    if (error instanceof PdfError) return `${error.message}（${objectName}）`;
    return `檔案遺失或無法讀取：${objectName}`;
  }
}
