export { createOidcClient, isLoopbackUrl, type OidcClient } from './client.ts';
export { FLOW_COOKIE } from './flow-cookie.ts';
export { oidcFailureMessages } from './messages.ts';
export { registerOidcRoutes } from './routes.ts';
