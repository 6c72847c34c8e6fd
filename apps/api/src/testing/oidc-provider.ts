import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration, JWK } from 'oidc-provider';
import { type DemoAccount, demoAccounts } from './demo-accounts.ts';
import { type ConsentMode, createInteractionHandler } from './oidc-interactions.ts';
import { createMemoryAdapter } from './oidc-memory-adapter.ts';
import { errorPage } from './oidc-pages.ts';

export type OidcTestClient = { client_id: string; client_secret: string; redirect_uris: string[] };

export type StartOidcProviderOptions = {
  /** Port on 127.0.0.1; default 0 (any free port). */
  port?: number;
  clients: OidcTestClient[];
  /** Who can sign in; default `demoAccounts`. */
  accounts?: readonly DemoAccount[];
  /** Default 'auto': consent is granted without asking, as for a first-party application. */
  consent?: ConsentMode;
};

export type RunningOidcProvider = { issuer: string; close(): Promise<void> };

let providerModule: Promise<typeof import('oidc-provider')> | undefined;

/**
 * oidc-provider prints at import time that it prefers Node 22; it runs correctly on our Node 20 (see
 * TOOLCHAIN.md), so that single notice is held back to keep test and dev output readable.
 */
function loadOidcProvider() {
  providerModule ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return providerModule;
}

let signingKey: JWK | undefined;

/** One RSA key per process: generating it is the slowest part of a start, and RS256 is what clients expect. */
function getSigningKey(): JWK {
  if (!signingKey) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test-signing' };
  }
  return signingKey;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function providerConfiguration(
  options: StartOidcProviderOptions,
  accounts: readonly DemoAccount[],
): Configuration {
  return {
    adapter: createMemoryAdapter(),
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [getSigningKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: () => false,
    findAccount(_ctx, subject) {
      const account = accounts.find((candidate) => candidate.subject === subject);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          name: account.name,
          ...(account.email ? { email: account.email, email_verified: true } : {}),
          ...(account.picture ? { picture: account.picture } : {}),
        }),
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(`登入請求無效（${out.error}），請回到考古題系統重新登入`);
    },
  };
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for tests and local development: authorization
 * code with PKCE required, scopes openid/email/profile, and the login page of `oidc-interactions.ts`.
 */
export async function startOidcProvider(options: StartOidcProviderOptions): Promise<RunningOidcProvider> {
  const { Provider } = await loadOidcProvider();
  const accounts = options.accounts ?? demoAccounts;
  // The issuer names the port, so the provider is created once the server listens; nobody can reach the
  // server before that because nobody knows its port yet.
  const server = createServer();
  const port = await listen(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, providerConfiguration(options, accounts));
  const interactions = createInteractionHandler(provider, { accounts, consent: options.consent ?? 'auto' });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    interactions(req, res, url).then(
      (handled) => {
        if (!handled) callback(req, res);
      },
      () => {
        if (!res.headersSent) res.writeHead(500).end();
      },
    );
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
