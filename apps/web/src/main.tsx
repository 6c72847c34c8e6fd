import '@pastexam/ui/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { createApiClient } from './lib/api-client.ts';
import { getEnv } from './lib/env.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAuthStore } from './lib/session.ts';

// The build adds each component's styles beside it; the dev server serves Mantine pre-bundled, so all of them.
if (import.meta.env.DEV) void import('@pastexam/ui/styles.css');

const auth = createAuthStore(window.sessionStorage);
const api = createApiClient({ prefix: getEnv().apiBase, auth });
const queryClient = createQueryClient(auth);
const router = createAppRouter({ auth, api, queryClient });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App services={{ api, auth, queryClient }} router={router} />
  </StrictMode>,
);
