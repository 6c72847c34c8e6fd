import type { Route } from '../route.ts';
import * as aiAnswers from './ai-answers.ts';
import * as aiExam from './ai-exam.ts';
import * as announcements from './announcements.ts';
import * as answerFlags from './answer-flags.ts';
import * as answers from './answers.ts';
import * as archiveReports from './archive-reports.ts';
import * as archives from './archives.ts';
import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as courses from './courses.ts';
import * as discussion from './discussion.ts';
import * as follows from './follows.ts';
import * as health from './health.ts';
import * as notifications from './notifications.ts';
import * as practice from './practice.ts';
import * as progress from './progress.ts';
import * as questions from './questions.ts';
import * as review from './review.ts';
import * as search from './search.ts';
import * as statistics from './statistics.ts';
import * as topics from './topics.ts';
import * as trash from './trash.ts';
import * as users from './users.ts';
import * as wishes from './wishes.ts';
import * as worksheets from './worksheets.ts';

/** Every endpoint of the API by area (`routes.courses.listCourseArchives`), in the order the document lists the areas. */
export const routes = {
  auth,
  users,
  courses,
  archives,
  trash,
  aiExam,
  audit,
  health,
  search,
  announcements,
  discussion,
  notifications,
  questions,
  topics,
  answers,
  answerFlags,
  archiveReports,
  aiAnswers,
  progress,
  practice,
  review,
  follows,
  statistics,
  wishes,
  worksheets,
};

/**
 * A module's routes by export name: a real ESM namespace lists its keys sorted, but other loaders (the test
 * runner's) keep declaration order, and whatever walks the routes must not depend on the loader.
 */
function byExportName(module: Record<string, Route>): Route[] {
  return Object.entries(module)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, route]) => route);
}

/**
 * Every endpoint of the API, in the order the OpenAPI document lists them. Only the server walks it: marked pure,
 * so a browser bundle that never reads it leaves the walk out.
 */
export const allRoutes: readonly Route[] = /* @__PURE__ */ Object.values(routes).flatMap(byExportName);
