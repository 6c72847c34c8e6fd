// Writes generated/openapi.json and generated/openapi-types.ts from the contract.
// With --check it writes nothing and fails when either committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../src/openapi.ts';

const root = new URL('../generated/', import.meta.url);

export async function renderGenerated() {
  const document = buildOpenApiDocument();
  const json = `${JSON.stringify(document, null, 2)}\n`;
  // A field with a default is not in `required`: callers may leave it out, so its type is optional
  // (openapi-typescript's default would make it required, which is only true of the server's output).
  const ast = await openapiTS(JSON.parse(json), { defaultNonNullable: false });
  const types = `// Generated from openapi.json by openapi-typescript: do not edit. Run \`pnpm --filter @pastexam/api-contract generate\`.\n${astToString(ast)}`;
  return { 'openapi.json': json, 'openapi-types.ts': types };
}

async function main() {
  const files = await renderGenerated();
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [name, content] of Object.entries(files)) {
    const url = new URL(name, root);
    if (check) {
      const current = await readFile(url, 'utf8').catch(() => '');
      if (current !== content) {
        console.error(`${name} is stale: run pnpm --filter @pastexam/api-contract generate`);
        stale = true;
      }
    } else {
      await writeFile(url, content);
    }
  }
  if (stale) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
