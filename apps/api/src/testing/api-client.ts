import {
  API_PREFIX,
  ContractViolationError,
  type ErrorCode,
  type HasInput,
  prepareRequest,
  type Route,
  type RouteErrorCode,
  type RouteInput,
  type RouteOutput,
  type RouteSpec,
  readError,
  readSuccess,
  routes,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@pastexam/api-contract';

/**
 * The typed caller over any transport: a route object and its input in, the route's parsed output or its
 * error envelope out. Paths, bodies and content types come from the contract; nobody writes them by hand.
 */

/** Sends a request and answers the response: the app in-process, fetch, or a browser test's request context. */
export type Transport = (request: Request) => Promise<Response>;

export type CallOptions = {
  /** Sent as `Authorization: Bearer …`. */
  token?: string | undefined;
  /** More request headers: a Range, a cookie … */
  headers?: Record<string, string>;
  /** `false` leaves the XSRF pair off a state-changing request, to see it refused. */
  xsrf?: boolean;
};

/** What a call answered: the route's output on a declared success, else the error envelope. */
export type CallResult<R extends RouteSpec> =
  | { ok: true; status: number; body: RouteOutput<R> }
  | { ok: false; status: number; body: { detail: string; code: RouteErrorCode<R> } };

/** The input is required when the route has one. */
export type CallArgs<R extends RouteSpec> =
  HasInput<R> extends true
    ? [input: RouteInput<R>, options?: CallOptions]
    : [input?: RouteInput<R>, options?: CallOptions];

export type ApiClientOptions = {
  /** Where the API is; in-process apps accept any origin. Default http://localhost. */
  origin?: string;
  /**
   * The headers that prove a state-changing request comes from our own page. By default the client asks the
   * server for its XSRF cookie once and sends it back as both the cookie and the header, as a browser would.
   */
  xsrfHeaders?: () => Promise<Record<string, string>>;
};

const describe = (route: RouteSpec) => `${route.method.toUpperCase()} ${route.path}`;

export function createApiClient(transport: Transport, options: ApiClientOptions = {}) {
  const origin = options.origin ?? 'http://localhost';
  let issued: Promise<string> | undefined;

  /** The XSRF cookie the server issues to this client, fetched once. */
  async function fetchXsrfToken(): Promise<string> {
    const response = await raw(routes.auth.appConfig);
    await response.body?.cancel();
    const match = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '');
    if (!match?.[1]) throw new Error('the server did not issue an XSRF cookie');
    return match[1];
  }

  async function xsrfHeaders(): Promise<Record<string, string>> {
    if (options.xsrfHeaders) return options.xsrfHeaders();
    issued ??= fetchXsrfToken();
    const token = await issued;
    return { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };
  }

  /** The response itself, for headers, streams and statuses a test looks at directly. */
  async function raw<R extends RouteSpec>(
    route: Route<R>,
    ...[input, call = {}]: CallArgs<R>
  ): Promise<Response> {
    // A route without input takes none; CallArgs only lets callers leave it out for those.
    const prepared = prepareRequest(route, (input ?? {}) as RouteInput<R>);
    const headers = new Headers(call.headers);
    if (call.token) headers.set('authorization', `Bearer ${call.token}`);
    if (prepared.contentType) headers.set('content-type', prepared.contentType);
    if (prepared.method !== 'GET' && call.xsrf !== false) {
      for (const [name, value] of Object.entries(await xsrfHeaders())) {
        const existing = name === 'cookie' ? headers.get('cookie') : null;
        headers.set(name, existing ? `${existing}; ${value}` : value);
      }
    }
    const search = prepared.search ? `?${prepared.search}` : '';
    const url = `${origin}${API_PREFIX}/${prepared.path}${search}`;
    return transport(
      new Request(url, { method: prepared.method, headers, body: prepared.body ?? null, redirect: 'manual' }),
    );
  }

  /**
   * The answer, parsed by the contract: a declared success with its schema, any other status as the error
   * envelope. An error without the envelope, or with a code the route does not declare, is a contract
   * violation and throws.
   */
  async function call<R extends RouteSpec>(route: Route<R>, ...args: CallArgs<R>): Promise<CallResult<R>> {
    const response = await raw(route, ...args);
    const { status } = response;
    if (Object.hasOwn(route.responses, status))
      return { ok: true, status, body: await readSuccess(route, response) };
    const error = await readError(response, '');
    const code = error.code;
    if (code === null || !(route.errorCodes as readonly ErrorCode[]).includes(code)) {
      throw new ContractViolationError(
        `${describe(route)} answered ${status} ${code ?? 'without the error envelope'}`,
      );
    }
    return { ok: false, status, body: { detail: error.detail, code: code as RouteErrorCode<R> } };
  }

  /** The route's output; any error answer throws with its status, code and detail. */
  async function output<R extends RouteSpec>(route: Route<R>, ...args: CallArgs<R>): Promise<RouteOutput<R>> {
    const result = await call(route, ...args);
    if (!result.ok) {
      throw new Error(
        `${describe(route)} answered ${result.status} ${result.body.code}: ${result.body.detail}`,
      );
    }
    return result.body;
  }

  /** The refusal a call answered, with its status; a success throws. */
  async function refusal<R extends RouteSpec>(route: Route<R>, ...args: CallArgs<R>) {
    const result = await call(route, ...args);
    if (result.ok)
      throw new Error(`${describe(route)} answered ${result.status} where a refusal was expected`);
    return { status: result.status, ...result.body };
  }

  return { raw, call, output, refusal };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The typed caller against a listening server, over fetch. */
export function createHttpClient(baseUrl: string, options: Omit<ApiClientOptions, 'origin'> = {}): ApiClient {
  return createApiClient((request) => fetch(request), { ...options, origin: baseUrl });
}
