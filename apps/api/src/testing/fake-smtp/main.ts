// The fake SMTP server as a process of its own, for end-to-end runs:
// `SMTP_PORT=4025 HTTP_PORT=4026 tsx main.ts`. The server under test gets SMTP_URL=smtp://pastexam:smtp-test-secret@127.0.0.1:4025
// (FAKE_SMTP_USER / FAKE_SMTP_PASSWORD); a test reads what arrived with GET http://127.0.0.1:4026/mails (every mail
// accepted, oldest first, as JSON: from, to, headers, subject, text, html) and forgets them with DELETE /mails.
import { createServer } from 'node:http';
import { startFakeSmtp } from './server.ts';

const portOf = (name: string, fallback: number) => {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} 必須是 0 到 65535 之間的整數`);
  return port;
};

async function main() {
  const smtp = await startFakeSmtp({ port: portOf('SMTP_PORT', 4025) });
  const http = createServer((req, res) => {
    if (req.url !== '/mails') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') smtp.mails.splice(0);
    const mails = smtp.mails.map(({ raw: _raw, ...mail }) => mail);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(mails));
  });
  const httpPort = portOf('HTTP_PORT', 4026);
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  process.stdout.write(
    `Fake SMTP listening at ${smtp.url.replace(/:[^:@/]+@/, ':***@')}, mails at http://127.0.0.1:${httpPort}/mails\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      http.close();
      smtp.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`無法啟動 fake SMTP：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
