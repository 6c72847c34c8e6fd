import type { Logger } from 'pino';
import { aiAnswerLane } from './ai-answers/draft-job.ts';
import { aiExamLane, aiWorkerSettingsFromEnv } from './ai-exam/worker/index.ts';
import {
  BEGUN_ANNOUNCEMENTS_EVERY_MS,
  RING_BEGUN_ANNOUNCEMENTS_KIND,
  ringBegunAnnouncementsJobKind,
} from './announcements/start-job.ts';
import {
  ANSWER_VOTES_EVERY_MS,
  TELL_ANSWER_VOTES_KIND,
  tellAnswerVotesJobKind,
} from './answers/vote-notices-job.ts';
import { sanitizeArchiveJobKind } from './archives/sanitize-job.ts';
import { PURGE_TRASH_KIND, purgeTrashJobKind } from './archives/trash/purge-job.ts';
import { PURGE_AUDIT_KIND, purgeAuditJobKind } from './audit/purge-job.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { SWEEP_ORPHANS_KIND, sweepOrphansJobKind } from './files/sweep-orphans.ts';
import type { JobLane } from './jobs/kind.ts';
import type { PeriodicJob } from './jobs/schedule.ts';
import type { Metrics } from './metrics/metrics.ts';
import { notificationMailJobKind } from './notifications/mail/job.ts';
import { MAIL_JOB_MAX_ATTEMPTS, NOTIFICATION_MAIL_KIND } from './notifications/mail/repository.ts';
import { PURGE_NOTIFICATIONS_KIND, purgeNotificationsJobKind } from './notifications/purge-job.ts';
import { proposeQuestions } from './questions/service.ts';
import { INDEX_SIMILAR_KIND, indexSimilarJobKind } from './questions/similar-sweep.ts';
import { ocrLane, searchTextLane } from './search/extract/lanes.ts';
import { SWEEP_OCR_KIND, sweepOcrJobKind } from './search/extract/ocr-sweep.ts';
import type { FileStorage } from './storage/index.ts';

export type JobDeps = { env: Env; db: Database; storage: FileStorage; logger: Logger; metrics?: Metrics };

/** A maintenance job's claim lasts this long without renewal. */
const MAINTENANCE_LEASE_MS = 60_000;
/** A maintenance job running longer is cut short and tried again (it works on one file or one batch). */
const MAINTENANCE_TIME_LIMIT_MS = 10 * 60_000;

/** Short jobs that keep the stored files and rows in order; they share one lane. */
export function maintenanceLane(deps: JobDeps): JobLane {
  return {
    name: 'maintenance',
    kinds: [
      sanitizeArchiveJobKind(deps),
      sweepOrphansJobKind({ ...deps, graceMs: deps.env.ORPHAN_GRACE_SECONDS * 1000 }),
      purgeTrashJobKind({ ...deps, retentionDays: deps.env.TRASH_RETENTION_DAYS }),
      purgeAuditJobKind({ ...deps, retentionDays: deps.env.AUDIT_RETENTION_DAYS }),
      purgeNotificationsJobKind(deps),
      ringBegunAnnouncementsJobKind(deps),
      tellAnswerVotesJobKind(deps),
      sweepOcrJobKind(deps),
      indexSimilarJobKind(deps),
    ],
    concurrency: deps.env.JOB_WORKER_CONCURRENCY,
    leaseMs: MAINTENANCE_LEASE_MS,
    timeLimitMs: MAINTENANCE_TIME_LIMIT_MS,
  };
}

/**
 * Notification mail, in a lane of its own: a mail server that answers slowly never holds up the maintenance jobs,
 * nor they the mail. One job at a time; it sends everything due.
 */
export function mailLane(deps: Pick<JobDeps, 'env' | 'db' | 'logger'>): JobLane {
  return {
    name: 'mail',
    kinds: [notificationMailJobKind(deps)],
    concurrency: deps.env.JOB_WORKER_CONCURRENCY > 0 ? 1 : 0,
    leaseMs: MAINTENANCE_LEASE_MS,
    timeLimitMs: MAINTENANCE_TIME_LIMIT_MS,
  };
}

/**
 * Every kind of background job this server runs, by lane. A new kind is one handler (`defineJobKind`) and one
 * line in its lane. `ocrAvailable`: whether Tesseract was found at start (checkOcrAvailable).
 */
export function jobLanes(deps: JobDeps & { ocrAvailable: boolean }): JobLane[] {
  const onGeminiFailure = deps.metrics?.geminiFailure;
  // Once an archive's text is read, its questions are proposed from its lines, in the same job.
  const textDeps = { ...deps, textRead: (archiveId: number) => proposeQuestions(deps.db, archiveId) };
  return [
    aiExamLane({
      ...deps,
      ...aiWorkerSettingsFromEnv(deps.env),
      ...(onGeminiFailure ? { onGeminiFailure } : {}),
    }),
    aiAnswerLane({ ...deps, ...aiWorkerSettingsFromEnv(deps.env) }),
    maintenanceLane(deps),
    mailLane(deps),
    searchTextLane(textDeps, deps.env.JOB_WORKER_CONCURRENCY),
    ocrLane(textDeps, deps.ocrAvailable && deps.env.JOB_WORKER_CONCURRENCY > 0),
  ];
}

const HOUR_MS = 3_600_000;
const MAIL_SWEEP_MS = 10 * 60_000;

/** The maintenance jobs queued on every start and then periodically. */
export const periodicJobs: readonly PeriodicJob[] = [
  { kind: SWEEP_ORPHANS_KIND, everyMs: HOUR_MS, maxAttempts: 3 },
  { kind: PURGE_TRASH_KIND, everyMs: HOUR_MS, maxAttempts: 3 },
  { kind: PURGE_AUDIT_KIND, everyMs: HOUR_MS, maxAttempts: 3 },
  { kind: PURGE_NOTIFICATIONS_KIND, everyMs: HOUR_MS, maxAttempts: 3 },
  { kind: SWEEP_OCR_KIND, everyMs: HOUR_MS, maxAttempts: 3 },
  { kind: INDEX_SIMILAR_KIND, everyMs: HOUR_MS, maxAttempts: 3 },
  { kind: RING_BEGUN_ANNOUNCEMENTS_KIND, everyMs: BEGUN_ANNOUNCEMENTS_EVERY_MS, maxAttempts: 3 },
  { kind: TELL_ANSWER_VOTES_KIND, everyMs: ANSWER_VOTES_EVERY_MS, maxAttempts: 3 },
  // Each notification queues its mail; this run sends the digests that came due, and any mail whose notification
  // came while a run was ending (its queueing met that run, still running, and queued nothing).
  { kind: NOTIFICATION_MAIL_KIND, everyMs: MAIL_SWEEP_MS, maxAttempts: MAIL_JOB_MAX_ATTEMPTS },
];
