// Every table, from the schema file of the area that owns it: drizzle-kit reads the whole schema from here
// (drizzle.config.ts) and the code imports tables and row types from here. Each area's file imports only the
// tables its foreign keys point to, never this file.
export * from './schema/activity.ts';
export * from './schema/ai-exam.ts';
export * from './schema/announcements.ts';
export * from './schema/answers.ts';
export * from './schema/archive-reports.ts';
export * from './schema/archives.ts';
export * from './schema/audit.ts';
export * from './schema/auth.ts';
export * from './schema/courses.ts';
export * from './schema/discussion.ts';
export * from './schema/files.ts';
export * from './schema/follows.ts';
export * from './schema/installation.ts';
export * from './schema/jobs.ts';
export * from './schema/legacy.ts';
export * from './schema/notifications.ts';
export * from './schema/practice.ts';
export * from './schema/questions.ts';
export * from './schema/review.ts';
export * from './schema/search.ts';
export * from './schema/topics.ts';
export * from './schema/users.ts';
export * from './schema/wishes.ts';
export * from './schema/worksheets.ts';
