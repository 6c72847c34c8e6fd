export { answerScore, compareAnswers, ENDORSEMENT_WEIGHT, type OrderableAnswer } from './answer-order.ts';
export { type AnswerPermissions, answerPermissions } from './answer-permissions.ts';
export { compareArchives, type OrderableArchive } from './archive-order.ts';
export { type ArchivePermissions, archivePermissions } from './archive-permissions.ts';
export { errorMessage, errorMessagesEn } from './errors.en.ts';
export * from './errors.ts';
export * from './http.ts';
export {
  type ImageKind,
  type ImageRotation,
  imageKind,
  imageProblemMessages,
  imageRotations,
  MAX_ARCHIVE_IMAGES,
  type RotationField,
  rotationField,
  rotationOf,
} from './image-content.ts';
export * from './locales.ts';
export { pdfBytesProblem } from './pdf-content.ts';
export {
  type Access,
  type Actor,
  binary,
  defineRoute,
  type ErrorCodeOf,
  type HasInput,
  json,
  type Method,
  mayCall,
  mayManage,
  type ResponseSpec,
  type Route,
  type RouteErrorCode,
  type RouteInput,
  type RouteOutput,
  type RouteParsedInput,
  type RouteSpec,
  redirect,
  type SuccessStatus,
} from './route.ts';
export { allRoutes, routes } from './routes/index.ts';
export * from './schemas/ai-answer.ts';
export * from './schemas/ai-exam.ts';
export * from './schemas/announcement.ts';
export * from './schemas/answer.ts';
export * from './schemas/answer-flag.ts';
export * from './schemas/answer-io.ts';
export * from './schemas/archive.ts';
export * from './schemas/archive-duplicate.ts';
export * from './schemas/archive-report.ts';
export * from './schemas/audit.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/config.ts';
export * from './schemas/course.ts';
export * from './schemas/coverage.ts';
export * from './schemas/discussion.ts';
export * from './schemas/fingerprint.ts';
export * from './schemas/follow.ts';
export * from './schemas/health.ts';
export * from './schemas/issue-report.ts';
export * from './schemas/mock-exam.ts';
export * from './schemas/notification.ts';
export * from './schemas/overview.ts';
export * from './schemas/practice.ts';
export * from './schemas/progress.ts';
export * from './schemas/question.ts';
export * from './schemas/review.ts';
export * from './schemas/search.ts';
export * from './schemas/similar-question.ts';
export * from './schemas/statistics.ts';
export * from './schemas/text.ts';
export * from './schemas/topic.ts';
export * from './schemas/trash.ts';
export * from './schemas/user.ts';
export * from './schemas/wish.ts';
export * from './schemas/worksheet.ts';
export { findMatches, type MatchSpan, makeSnippet, type Snippet } from './search/matches.ts';
export {
  hasSearchableText,
  parseQuery,
  type QueryPhrase,
  type QueryToken,
  SEARCH_TEXT_MISSING,
  type Token,
  tokenize,
} from './search/tokens.ts';

/** Every API path is served below this prefix. */
export const API_PREFIX = '/api';

/** The double-submit XSRF pair: the server sets the cookie, state-changing requests echo it in the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
