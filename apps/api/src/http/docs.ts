import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { buildOpenApiDocument } from '@pastexam/api-contract/openapi';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const docsPage = `<!doctype html>
<html lang="zh-Hant">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>考古題系統 API 文件</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// A separate file rather than an inline script, so the page works under a strict Content-Security-Policy.
// No validator: its badge is an image from validator.swagger.io, which the policy (rightly) refuses.
const initScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;

/** The contract's OpenAPI document and a Swagger UI for it, served from swagger-ui-dist (no CDN). */
export function registerDocs(api: Hono<AppEnv>) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });
  api.get('/docs', (c) => c.html(docsPage));
  api.get('/docs/', (c) => c.redirect('/api/docs', 301));
  api.get('/docs/init.js', (c) =>
    c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  // Only what the page loads: the package's own index.html would open the Petstore demo instead.
  api.get(
    '/docs/:file{swagger-ui\\.css|swagger-ui-bundle\\.js|favicon-32x32\\.png}',
    serveStatic({
      root: swaggerUiDir,
      rewriteRequestPath: (path) => path.replace(/^\/api\/docs/, ''),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
}
