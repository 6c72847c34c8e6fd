// The fake Gemini API as a process of its own, for end-to-end runs: `PORT=4012 tsx main.ts`. It knows the keys
// in `e2eGeminiKeys` (valid, slow, failing, a wrong 總分) and refuses every other one.
import { e2eKeyBehaviours } from './keys.ts';
import { startFakeGemini } from './server.ts';

const DEFAULT_PORT = 4012;

async function main() {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error('PORT 必須是 0 到 65535 之間的整數');
  }
  const fake = await startFakeGemini({ port, validKeys: [], keyBehaviours: e2eKeyBehaviours });
  process.stdout.write(`Fake Gemini listening at ${fake.baseUrl}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      fake.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`無法啟動 fake Gemini：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
