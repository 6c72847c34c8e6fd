import {
  type AppConfig,
  type ArchiveOverview,
  courseCategories,
  DEFAULT_UPLOAD_MAX_MB,
  type ErrorCode,
  errorCatalogue,
  type User,
  uploadMaxBytes,
} from '@pastexam/api-contract';
import type { RecordedRequest, TestResponse } from './test-server.ts';
import { type TestUser, testUser } from './tokens.ts';

/**
 * GET /config as a server answers it: single sign-on off (with a reason) unless told otherwise, the server's
 * default upload limit unless a limit in MB is given, no issue report target (ISSUE_REPORT_URL unset)
 * unless one is given, and no mail (SMTP_URL unset) unless said.
 */
export function appConfigWith({
  ssoEnabled = false,
  ssoDisabledReason = ssoEnabled ? null : '尚未設定校務單一登入',
  uploadMaxMb = DEFAULT_UPLOAD_MAX_MB,
  issueReportUrl = null,
  emailAvailable = false,
}: {
  ssoEnabled?: boolean;
  ssoDisabledReason?: string | null;
  uploadMaxMb?: number;
  issueReportUrl?: string | null;
  emailAvailable?: boolean;
} = {}): AppConfig {
  return {
    auth: { sso_enabled: ssoEnabled, sso_disabled_reason: ssoDisabledReason },
    archives: { upload_max_bytes: uploadMaxBytes(uploadMaxMb) },
    issue_report: { url: issueReportUrl },
    notifications: { email_available: emailAvailable },
  };
}

/** GET /courses of a department without courses yet: the seven categories, each empty. */
export const noCourses = Object.fromEntries(courseCategories.map((category) => [category, []]));

/** GET /archives/overview of a new user in a department without archives yet. */
export const emptyOverview: ArchiveOverview = {
  term: { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' },
  recent_courses: [],
  recent_archives: [],
  followed_courses: [],
  newest_archives: [],
  popular_archives: [],
};

/** GET /users/me as the server answers it for the user a test token names (`claimsFor`'s defaults). */
export function meFor(user: TestUser = {}): User {
  const { uid, name, email, is_admin } = testUser(user);
  return {
    id: uid,
    name,
    email,
    is_admin,
    nickname: null,
    avatar_url: null,
    auth_provider: 'local',
    last_login_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

/** The claims of the bearer token a request carries (test tokens are unsigned), or null without one. */
function bearerClaims(request: RecordedRequest): Record<string, unknown> | null {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null ? Object.fromEntries(Object.entries(claims)) : null;
}

/**
 * GET /users/me answered as the server would for the token the request carries: the user its claims name,
 * with `changes` where the server's row no longer agrees (an admin demoted since sign-in); 401 without a token.
 */
export function meAnswer(request: RecordedRequest, changes: Partial<User> = {}): TestResponse {
  const claims = bearerClaims(request);
  if (!claims) return { status: 401, body: { detail: '登入已失效，請重新登入', code: 'unauthorized' } };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const user = meFor({
    uid: typeof claims.uid === 'number' ? claims.uid : undefined,
    name: text(claims.name),
    email: text(claims.email),
    is_admin: claims.is_admin === true,
  });
  return { status: 200, body: { ...user, ...changes } };
}

/** An error answer as the real server sends it: the code's status and its zh-TW message. */
export function refusal(code: ErrorCode): TestResponse {
  const { status, message } = errorCatalogue[code];
  return { status, body: { detail: message, code } };
}
