export { createOidcClient, isLoopbackUrl, type OidcClient } from './client.ts';
export { FLOW_COOKIE } from './flow-cookie.ts';
export { oidcFailureMessages, ssoDisabledMessage } from './messages.ts';
export { mountOidcRoutes } from './routes.ts';
