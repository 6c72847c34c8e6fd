import type { DemoAccount } from './demo-accounts.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f5; color: #212529; margin: 0; }
  main { max-width: 360px; margin: 10vh auto; background: #fff; padding: 24px; border-radius: 8px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  label { display: block; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font-size: 1rem; }
  .actions { display: flex; gap: 8px; margin-top: 16px; }
  button { padding: 8px 16px; font-size: 1rem; cursor: pointer; }
  .error { color: #c92a2a; }
  .hint { color: #495057; font-size: 0.875rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function denyForm(uid: string): string {
  return `<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit" name="deny" value="1">拒絕</button>
</form>`;
}

/** The sign-in form; the demo accounts are listed because this provider exists only for development. */
export function loginPage(options: {
  uid: string;
  accounts: readonly DemoAccount[];
  error?: string;
  username?: string;
}): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const hints = options.accounts
    .map(
      (account) =>
        `${escapeHtml(account.username)} / ${escapeHtml(account.password)}（${escapeHtml(account.name)}）`,
    )
    .join('、');
  const uid = escapeHtml(options.uid);
  return page(
    '校務單一登入',
    `<h1>校務單一登入</h1>
<p class="hint">開發用身分提供者，示範帳號：${hints}</p>
${error}
<form method="post" action="/interaction/${uid}/login">
<label for="username">帳號</label>
<input id="username" name="username" autocomplete="username" autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">密碼</label>
<input id="password" name="password" type="password" autocomplete="current-password">
<div class="actions"><button type="submit">登入</button></div>
</form>
<div class="actions">${denyForm(options.uid)}</div>`,
  );
}

/** Asks the signed-in person whether the application may read their profile and email. */
export function consentPage(options: { uid: string; clientId: string; accountName: string }): string {
  const uid = escapeHtml(options.uid);
  return page(
    '授權確認',
    `<h1>授權確認</h1>
<p>${escapeHtml(options.accountName)}，應用程式「${escapeHtml(options.clientId)}」要求讀取你的姓名與電子郵件。</p>
<div class="actions">
<form method="post" action="/interaction/${uid}/confirm"><button type="submit">同意</button></form>
${denyForm(options.uid)}
</div>`,
  );
}

/** Any dead end: an expired interaction, an unknown client, a broken request. */
export function errorPage(message: string): string {
  return page('登入錯誤', `<h1>無法完成登入</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
