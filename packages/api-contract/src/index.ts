export * as aiExamRoutes from './routes/ai-exam.ts';
export * as archiveRoutes from './routes/archives.ts';
export * as authRoutes from './routes/auth.ts';
export * as courseRoutes from './routes/courses.ts';
export * as userRoutes from './routes/users.ts';
export * from './schemas/ai-exam.ts';
export * from './schemas/archive.ts';
export * from './schemas/auth.ts';
export * from './schemas/client.ts';
export * from './schemas/common.ts';
export * from './schemas/course.ts';
export * from './schemas/user.ts';

/** Every API path is served below this prefix. */
export const API_PREFIX = '/api';
