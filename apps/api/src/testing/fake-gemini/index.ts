export {
  type FakeGemini,
  type FakeGeminiBehaviour,
  type FakeGeminiEndpoint,
  type FakeGeminiFile,
  type FakeGeminiOptions,
  type FakeGeminiRequest,
  startFakeGemini,
} from './server.ts';
