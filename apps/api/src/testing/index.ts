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
export {
  type ExamFlaw,
  e2eGeminiKeys,
  e2eKeyBehaviours,
  examFlaws,
  type FakeGemini,
  type FakeGeminiBehaviour,
  type FakeGeminiEndpoint,
  type FakeGeminiFile,
  type FakeGeminiOptions,
  type FakeGeminiRequest,
  type FakeGeminiValidKeys,
  FOREIGN_ARCHIVE_ID,
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
