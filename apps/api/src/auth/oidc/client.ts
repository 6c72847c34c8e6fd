import * as oidc from 'openid-client';
import { z } from 'zod';
import type { OidcSettings } from '../../env.ts';
import type { OidcIdentity } from '../../users/repository.ts';
import { OidcFlowError } from './messages.ts';

/** The secrets of one sign-in attempt, kept in the browser's signed cookie between login and callback. */
export const oidcFlowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43),
});
export type OidcFlow = z.infer<typeof oidcFlowSchema>;

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().min(1).optional().catch(undefined),
  name: z.string().trim().min(1).optional().catch(undefined),
  preferred_username: z.string().trim().min(1).optional().catch(undefined),
  picture: z.url().optional().catch(undefined),
});

/** Seconds to wait for the provider before telling the person it cannot be reached. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for http(s) URLs on this machine, the only place a plain-http issuer is acceptable. */
export function isLoopbackUrl(url: URL): boolean {
  return loopbackHosts.has(url.hostname);
}

/** A network failure (TypeError from fetch, or a timeout) means the provider could not be reached. */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

/**
 * The relying-party side of the authorization code flow with PKCE. Discovery happens on the first login and is
 * cached; when it fails, the next login tries again, so a provider that was down at start-up is picked up later.
 */
export function createOidcClient(settings: OidcSettings, redirectUri: string) {
  const issuerUrl = new URL(settings.issuer);
  const insecure = issuerUrl.protocol === 'http:';
  if (insecure && !isLoopbackUrl(issuerUrl)) {
    throw new Error('OIDC_ISSUER 必須使用 https://（只有本機 127.0.0.1 / localhost 可用 http://）');
  }
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuerUrl, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new OidcFlowError('unreachable', { cause: error });
      });
    return discovered;
  }

  async function claimsFor(
    config: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ) {
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcFlowError('exchange');
    const fromIdToken = claimsSchema.parse(idClaims);
    if (fromIdToken.email && fromIdToken.name) return fromIdToken;
    // Conforming providers put scope-requested claims only in UserInfo when an access token is issued.
    const userInfo = await oidc
      .fetchUserInfo(config, tokens.access_token, fromIdToken.sub)
      .catch((error: unknown) => {
        throw new OidcFlowError(isNetworkError(error) ? 'unreachable' : 'exchange', { cause: error });
      });
    return claimsSchema.parse({ ...idClaims, ...userInfo, sub: fromIdToken.sub });
  }

  return {
    /** Starts a sign-in: the provider URL to send the browser to, and the secrets to keep until the callback. */
    async begin(): Promise<{ url: URL; flow: OidcFlow }> {
      const config = await configuration();
      const flow: OidcFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { url, flow };
    },

    /**
     * Finishes a sign-in from the callback's query: checks the provider's answer against the flow, exchanges
     * the code and returns who signed in. Throws OidcFlowError with the reason the person should be told.
     */
    async complete(query: URLSearchParams, flow: OidcFlow | null): Promise<OidcIdentity> {
      const providerError = query.get('error');
      if (providerError)
        throw new OidcFlowError(providerError === 'access_denied' ? 'denied' : 'provider_error');
      if (!flow || query.get('state') !== flow.state) throw new OidcFlowError('state');
      const config = await configuration();
      // The token request must name the registered redirect URI, whatever host the request came in on.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = query.toString();
      const tokens = await oidc
        .authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
        })
        .catch((error: unknown) => {
          throw new OidcFlowError(isNetworkError(error) ? 'unreachable' : 'exchange', { cause: error });
        });
      const claims = await claimsFor(config, tokens);
      if (!claims.email) throw new OidcFlowError('missing_email');
      return {
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        email: claims.email,
        name: claims.name ?? claims.preferred_username ?? claims.email.split('@')[0] ?? claims.email,
        avatarUrl: claims.picture ?? null,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
