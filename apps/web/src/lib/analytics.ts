/** The usage events the app reports (product §11); later features add theirs here. */
export type AnalyticsEvent =
  | 'theme-toggle'
  | 'login'
  | 'login-failure'
  | 'logout'
  | 'logout-all'
  | 'password-change'
  | 'profile-update'
  | 'navigation'
  | 'issue-report'
  | 'generate-ai-exam'
  | 'archive-view'
  | 'search'
  | 'archive-download'
  | 'archive-upload'
  | 'archive-edit'
  | 'archive-delete'
  | 'archive-restore'
  | 'archive-purge'
  | 'discussion-open'
  | 'discussion-post'
  | 'discussion-delete'
  | 'course-create'
  | 'course-update'
  | 'course-delete'
  | 'course-confirm'
  | 'course-merge'
  | 'course-refuse'
  | 'user-create'
  | 'user-update'
  | 'user-delete'
  | 'user-logout-all'
  | 'announcement-open'
  | 'announcement-center-open'
  | 'announcement-create'
  | 'announcement-update'
  | 'announcement-delete';

type AnalyticsData = Record<string, string | number | boolean>;

declare global {
  interface Window {
    /** Set by the analytics script when the deployment includes it. */
    umami?: { track(event: string, data?: AnalyticsData): void };
  }
}

/** Reports a usage event when an analytics script is present; otherwise does nothing. Never sends secrets. */
export function track(event: AnalyticsEvent, data?: AnalyticsData): void {
  try {
    window.umami?.track(event, data);
  } catch {
    // A broken analytics script must never break the product.
  }
}
