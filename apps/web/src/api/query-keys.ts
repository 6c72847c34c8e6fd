/**
 * Every query key of the app, in one place, so a mutation names exactly the lists it changes and two features
 * asking for the same data share one cache entry. Keys start with their area, so invalidating `['courses']`
 * refreshes the course list and every course's archives.
 */
export const queryKeys = {
  config: ['config'] as const,
  me: ['users', 'me'] as const,
  courses: ['courses'] as const,
  courseArchives: (courseId: number) => ['courses', courseId, 'archives'] as const,
  archiveOverview: ['archives', 'overview'] as const,
  search: (query: object) => ['search', query] as const,
  adminCourses: ['admin', 'courses'] as const,
  adminUsers: ['admin', 'users'] as const,
  adminTrash: ['admin', 'trash'] as const,
  adminAudit: (query: object) => ['admin', 'audit', query] as const,
  adminSearchStatus: ['admin', 'search-status'] as const,
  apiKey: ['ai-exam', 'api-key'] as const,
  aiTask: (taskId: string) => ['ai-exam', 'task', taskId] as const,
  myExams: ['ai-exam', 'tasks'] as const,
};
