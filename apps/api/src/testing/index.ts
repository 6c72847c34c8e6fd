export {
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type CallResult,
  createApiClient,
  createHttpClient,
  type Transport,
} from './api-client.ts';
export { type DemoAccount, demoAccountSchema, demoAccounts } from './demo-accounts.ts';
export * from './fake-gemini/index.ts';
export * from './fake-smtp/index.ts';
export { useMemoryForScratch } from './memory-scratch.ts';
export type { ConsentMode } from './oidc-interactions.ts';
export { completeProviderLogin, type ProviderDecision, UnexpectedProviderPage } from './oidc-login-driver.ts';
export {
  type OidcTestClient,
  type RunningOidcProvider,
  type StartOidcProviderOptions,
  startOidcProvider,
} from './oidc-provider.ts';
export { readmeStartCommand } from './readme-commands.ts';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
