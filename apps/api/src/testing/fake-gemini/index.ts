export type { FakeGeminiBehaviour, FakeGeminiEndpoint } from './behaviour.ts';
export {
  e2eGeminiKeys,
  e2eKeyBehaviours,
  type FakeGeminiValidKeys,
} from './keys.ts';
export {
  type FakeGemini,
  type FakeGeminiFile,
  type FakeGeminiOptions,
  type FakeGeminiRequest,
  startFakeGemini,
} from './server.ts';
export { type ExamFlaw, examFlaws, FOREIGN_ARCHIVE_ID } from './structured-exam.ts';
