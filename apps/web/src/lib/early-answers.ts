// The answers index.html's early fetch (first-view/early-fetch.js) asked for while the app's code was on its
// way: the HTTP client takes each once instead of asking again, so the query cache starts from them. One that
// failed (no answer, or not 2xx) is asked again the usual way, and says its failure as any call does.

type EarlyAnswers = { token: string; answers: Record<string, unknown> };

/** What the early fetch left on `window`, or null when it left nothing usable (a guest, or something else there). */
function readEarlyAnswers(): EarlyAnswers | null {
  const left: unknown = Reflect.get(window, '__pastexamEarlyAnswers');
  if (typeof left !== 'object' || left === null) return null;
  const token: unknown = Reflect.get(left, 'token');
  const answers: unknown = Reflect.get(left, 'answers');
  if (typeof token !== 'string' || typeof answers !== 'object' || answers === null) return null;
  return { token, answers: { ...answers } };
}

let early: EarlyAnswers | null | undefined;

/**
 * The early answer to `request`, taken (it is given once): the same GET of the same path and query, sent with
 * the same token. A 2xx answer, or null when there is none, it failed, or it went with another token.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | null> {
  early ??= readEarlyAnswers();
  if (!early || request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return null;
  const key = `${url.pathname}${url.search}`;
  const pending = early.answers[key];
  if (pending === undefined) return null;
  delete early.answers[key];
  if (request.headers.get('Authorization') !== `Bearer ${early.token}`) return null;
  const answer: unknown = await pending;
  return answer instanceof Response && answer.ok && !answer.bodyUsed ? answer : null;
}

/** Forgets any answers still held: for tests, which start each page afresh. */
export function forgetEarlyAnswers(): void {
  early = undefined;
  Reflect.deleteProperty(window, '__pastexamEarlyAnswers');
}
