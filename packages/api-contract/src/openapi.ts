import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import * as aiExam from './routes/ai-exam.ts';
import * as archives from './routes/archives.ts';
import * as auth from './routes/auth.ts';
import * as courses from './routes/courses.ts';
import * as users from './routes/users.ts';

/**
 * A module's routes by export name: a real ESM namespace lists its keys sorted, but other loaders (the
 * test runner's) keep declaration order, and the generated document must not depend on the loader.
 */
function byExportName<R>(module: Record<string, R>): R[] {
  return Object.entries(module)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, route]) => route);
}

/** Every endpoint of the API, in the order the document lists them. */
export const allRoutes = [
  ...byExportName(auth),
  ...byExportName(users),
  ...byExportName(courses),
  ...byExportName(archives),
  ...byExportName(aiExam),
];

/** The OpenAPI 3.1 document of the API, built from the contract alone. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const route of allRoutes) registry.registerPath(route);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: '考古題系統 API',
      version: '1.0.0',
      description:
        'State-changing requests must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Errors share one envelope: { detail, code? }.',
    },
    servers: [{ url: '/api' }],
  });
}
