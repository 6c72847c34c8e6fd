import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { DemoAccount } from './demo-accounts.ts';
import { consentPage, errorPage, loginPage } from './oidc-pages.ts';

/** 'auto' grants the scopes as a first-party application would; 'prompt' shows 同意 / 拒絕. */
export type ConsentMode = 'auto' | 'prompt';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const interactionPath = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/;
const loginFormSchema = z.object({
  username: z.string().trim().default(''),
  password: z.string().default(''),
});
const missingScopesSchema = z.object({
  missingOIDCScope: z.array(z.string()).optional(),
  missingOIDCClaims: z.array(z.string()).optional(),
});
const MAX_FORM_BYTES = 10_000;

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * Serves /interaction/:uid (GET) and its form posts (login, confirm, abort). Returns false for any other path
 * so the caller hands the request to the provider.
 */
export function createInteractionHandler(
  provider: Provider,
  options: { accounts: readonly DemoAccount[]; consent: ConsentMode },
) {
  const findAccount = (subject: string | undefined) =>
    options.accounts.find((account) => account.subject === subject);

  async function grantConsent(req: IncomingMessage, res: ServerResponse, details: Interaction) {
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (!accountId || typeof clientId !== 'string') throw new Error('interaction without a session');
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const missing = missingScopesSchema.parse(details.prompt.details);
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function show(req: IncomingMessage, res: ServerResponse, details: Interaction) {
    if (details.prompt.name === 'login') {
      send(res, 200, loginPage({ uid: details.uid, accounts: options.accounts }));
    } else if (options.consent === 'auto') {
      await grantConsent(req, res, details);
    } else {
      const accountName = findAccount(details.session?.accountId)?.name ?? '';
      send(
        res,
        200,
        consentPage({ uid: details.uid, clientId: String(details.params.client_id), accountName }),
      );
    }
  }

  async function login(req: IncomingMessage, res: ServerResponse, details: Interaction) {
    const form = loginFormSchema.parse(await readForm(req));
    const account = options.accounts.find(
      (candidate) => candidate.username === form.username && candidate.password === form.password,
    );
    if (!account) {
      const error = form.username && form.password ? '帳號或密碼錯誤' : '請輸入帳號和密碼';
      const html = loginPage({
        uid: details.uid,
        accounts: options.accounts,
        error,
        username: form.username,
      });
      send(res, 401, html);
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const match = interactionPath.exec(url.pathname);
    if (!match) return false;
    const [, uid, action] = match;
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
      if (req.method === 'GET' && action === undefined) await show(req, res, details);
      else if (req.method === 'POST' && action === 'login' && details.prompt.name === 'login')
        await login(req, res, details);
      else if (req.method === 'POST' && action === 'confirm' && details.prompt.name === 'consent')
        await grantConsent(req, res, details);
      else if (req.method === 'POST' && action === 'abort')
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'End-User denied the request' },
          { mergeWithLastSubmission: false },
        );
      else send(res, 405, errorPage('不支援的操作，請回到考古題系統重新登入'));
    } catch {
      if (!res.headersSent) send(res, 400, errorPage('登入階段已失效，請回到考古題系統重新登入'));
    }
    return true;
  };
}
