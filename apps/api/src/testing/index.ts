export { type DemoAccount, demoAccountSchema, demoAccounts } from './demo-accounts.ts';
export {
  type FakeGemini,
  type FakeGeminiBehaviour,
  type FakeGeminiEndpoint,
  type FakeGeminiFile,
  type FakeGeminiOptions,
  type FakeGeminiRequest,
  startFakeGemini,
} from './fake-gemini/index.ts';
export type { ConsentMode } from './oidc-interactions.ts';
export { completeProviderLogin, type ProviderDecision, UnexpectedProviderPage } from './oidc-login-driver.ts';
export {
  type OidcTestClient,
  type RunningOidcProvider,
  type StartOidcProviderOptions,
  startOidcProvider,
} from './oidc-provider.ts';
