/**
 * What the person at the provider's pages does: sign in (and agree when asked), or press 拒絕 — on the login
 * page when no credentials are given, otherwise on the consent page after signing in.
 */
export type ProviderDecision =
  | { action: 'login'; username: string; password: string }
  | { action: 'deny'; username?: string; password?: string };

const formAction = (html: string, name: 'login' | 'confirm' | 'abort') =>
  new RegExp(`action="(/interaction/[\\w-]+/${name})"`).exec(html)?.[1];

/** The provider showed a page the driver does not know how to continue from (e.g. a refused password). */
export class UnexpectedProviderPage extends Error {
  override name = 'UnexpectedProviderPage';

  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    super(`the provider answered ${status} with a page the driver cannot continue from`);
  }
}

/** Keeps the provider's cookies between requests, as a browser would (one host, so paths are ignored). */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => /^\s*expires=.*1970/i.test(attribute));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Walks the test provider's pages headlessly, from the authorization URL our server redirected to until the
 * provider sends the browser elsewhere, and returns that URL (normally our OIDC callback with code or error).
 */
export async function completeProviderLogin(
  authorizationUrl: string | URL,
  decision: ProviderDecision,
): Promise<URL> {
  const start = new URL(authorizationUrl);
  const jar = new CookieJar();
  let submittedLogin = false;

  const request = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    jar.store(response);
    return response;
  };

  let response = await request(start);
  for (let step = 0; step < 20; step += 1) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, start);
      if (next.origin !== start.origin) return next;
      response = await request(next);
      continue;
    }
    const html = await response.text();
    const login = formAction(html, 'login');
    const confirm = formAction(html, 'confirm');
    const abort = formAction(html, 'abort');
    const { username, password } = decision;
    const deny = decision.action === 'deny';
    if (login && !submittedLogin && !(deny && username === undefined)) {
      submittedLogin = true;
      response = await request(new URL(login, start), { username: username ?? '', password: password ?? '' });
    } else if (deny && abort && (login || confirm)) {
      response = await request(new URL(abort, start), {});
    } else if (confirm) {
      response = await request(new URL(confirm, start), {});
    } else {
      throw new UnexpectedProviderPage(response.status, html);
    }
  }
  throw new Error('the provider kept redirecting');
}
