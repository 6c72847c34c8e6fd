// The loopback OpenID provider the end-to-end server signs users in with; Playwright starts it as a web server.
import { startOidcProvider } from '@pastexam/api/testing';
import { oidcClient, oidcPort } from '../support/env.ts';

const provider = await startOidcProvider({ port: oidcPort, clients: [oidcClient] });
console.log(`OpenID provider listening at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    provider.close().finally(() => process.exit(0));
  });
}
