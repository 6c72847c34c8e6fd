// The bare node:http server that the benchmarks compare the product with (versus-bare.ts), in a process of its
// own as the product's server is: on the same thread as autocannon it had half the core the client left it, and
// read up to twice as slow as it is. Answers each path of the manifest (argv[2]) with its bytes, from memory, or
// streamed from disk on every request as a bare file server would send a PDF; prints its address once listening.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { z } from 'zod';

export const bareManifestSchema = z.array(
  z.object({ path: z.string(), contentType: z.string(), file: z.string(), stream: z.boolean() }),
);

function serve(manifestFile: string) {
  const answers = new Map(
    bareManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8'))).map((answer) => [
      answer.path,
      {
        ...answer,
        size: statSync(answer.file).size,
        body: answer.stream ? null : readFileSync(answer.file),
      },
    ]),
  );
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.size });
    if (answer.body) response.end(answer.body);
    else createReadStream(answer.file).pipe(response);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(JSON.stringify({ port: address.port }));
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

const [manifestFile] = process.argv.slice(2);
if (!manifestFile) throw new Error('usage: bare-server.ts MANIFEST.json');
serve(manifestFile);
