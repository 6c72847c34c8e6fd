export {
  e2eGeminiKeys,
  e2eKeyBehaviours,
  type FakeGeminiValidKeys,
} from './keys.ts';
export {
  type FakeGemini,
  type FakeGeminiBehaviour,
  type FakeGeminiEndpoint,
  type FakeGeminiFile,
  type FakeGeminiOptions,
  type FakeGeminiRequest,
  startFakeGemini,
} from './server.ts';
export { type ExamFlaw, examFlaws, FOREIGN_ARCHIVE_ID } from './structured-exam.ts';
