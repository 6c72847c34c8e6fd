import { userRoutes } from '@pastexam/api-contract';
import { signedIn } from '../auth/middleware.ts';
import type { ApiRouter } from '../http/context.ts';
import { registerUserAdminRoutes } from './admin-routes.ts';
import { toApiUser } from './repository.ts';

export function registerUserRoutes(api: ApiRouter) {
  api.openapi(signedIn(userRoutes.me), (c) => c.json(toApiUser(c.var.user), 200));
  registerUserAdminRoutes(api);
}
