import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FakeGeminiBehaviour, FakeGeminiEndpoint } from './behaviour.ts';
import { FakeFileStore } from './files.ts';
import {
  answerFile,
  answerGenerate,
  answerModel,
  answerModelList,
  answerUpload,
  collectInputs,
  type GenerateAnswer,
  type GenerateInputs,
} from './handlers.ts';
import { type FakeGeminiValidKeys, keyRules } from './keys.ts';
import {
  errors,
  type GenerateContentRequest,
  generateContentRequestSchema,
  parseJson,
  sendError,
} from './protocol.ts';

/** One request as the fake saw it. Key values are never kept. */
export type FakeGeminiRequest = {
  method: string;
  /** Path and query as received, with any `key` query value replaced by `REDACTED`. */
  path: string;
  endpoint: FakeGeminiEndpoint | 'unknown';
  /** The model named in the path, for model and generate requests. */
  model: string | null;
  keyState: 'valid' | 'invalid' | 'missing';
  /** True when the key came as a `?key=` query parameter instead of the x-goog-api-key header. */
  keyInUrl: boolean;
  /** PDFs attached to a generateContent request, inline and by file reference. */
  documents: number;
  inlineDocuments: number;
  fileDocuments: number;
  /** Pictures (`image/*` inline data) of a generateContent request. */
  images: number;
  /** The text parts of a generateContent request (system instruction first), else null. */
  text: string | null;
  temperature: number | null;
  /** The HTTP status answered; 0 while pending or when the client left first. */
  status: number;
  /** The client closed the connection before the answer was sent. */
  aborted: boolean;
};

export type FakeGeminiFile = {
  name: string;
  displayName: string | null;
  mimeType: string;
  sizeBytes: number;
  state: 'PROCESSING' | 'ACTIVE';
};

export type FakeGeminiOptions = {
  /** Default 0 (a free port). */
  port?: number;
  /**
   * API keys the fake accepts, or `'any'` for every key shaped like a Gemini key (`AIza…`); any other key
   * gets the service's API_KEY_INVALID answer.
   */
  validKeys: FakeGeminiValidKeys;
  /** Keys that are valid too and always behave as given, whatever `behaviour` is. Default none. */
  keyBehaviours?: Readonly<Record<string, FakeGeminiBehaviour>>;
  /** How requests with every other valid key behave. Default `{ mode: 'normal' }`. */
  behaviour?: FakeGeminiBehaviour;
};

export type FakeGemini = {
  /** `http://127.0.0.1:<port>`: pass it to the SDK as `httpOptions.baseUrl`. */
  baseUrl: string;
  /** A copy of every request received so far, oldest first. */
  readonly requests: FakeGeminiRequest[];
  setBehaviour(behaviour: FakeGeminiBehaviour): void;
  /** Files uploaded and not yet deleted. */
  uploadedFiles(): FakeGeminiFile[];
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 64 * 1024 * 1024;
const DEFAULT_SCOPE: readonly FakeGeminiEndpoint[] = ['model', 'generate'];

type Route =
  | { endpoint: 'model'; model: string | null }
  | { endpoint: 'generate'; model: string }
  | { endpoint: 'upload' }
  | { endpoint: 'file'; id: string | null }
  | { endpoint: 'unknown' };

function route(method: string, pathname: string): Route {
  const decoded = decodeURIComponent(pathname);
  if (method === 'GET' && decoded === '/v1beta/models') return { endpoint: 'model', model: null };
  const model = decoded.match(/^\/v1beta\/models\/([^/:]+)$/);
  if (method === 'GET' && model?.[1]) return { endpoint: 'model', model: model[1] };
  const generate = decoded.match(/^\/v1beta\/models\/([^/:]+):generateContent$/);
  if (method === 'POST' && generate?.[1]) return { endpoint: 'generate', model: generate[1] };
  if (method === 'POST' && decoded === '/upload/v1beta/files') return { endpoint: 'upload' };
  if (method === 'GET' && decoded === '/v1beta/files') return { endpoint: 'file', id: null };
  const file = decoded.match(/^\/v1beta\/files\/([a-z0-9-]+)$/);
  if ((method === 'GET' || method === 'DELETE') && file?.[1]) return { endpoint: 'file', id: file[1] };
  return { endpoint: 'unknown' };
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

/** Resolves true after `ms`, or false as soon as the client hangs up. */
function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

/** What the fake keeps from one request to the next. */
type FakeState = {
  keys: ReturnType<typeof keyRules>;
  files: FakeFileStore;
  recorded: FakeGeminiRequest[];
  behaviour: FakeGeminiBehaviour;
  /** Answers spoiled so far under the current `flawed-exam` behaviour. */
  flawedAnswers: number;
  baseUrl: string;
};

/** How a generateContent request is answered under `current`: spoiled while a `flawed-exam` lasts. */
function answerAs(state: FakeState, current: FakeGeminiBehaviour): GenerateAnswer {
  if (current.mode === 'blocked') return 'blocked';
  if (current.mode !== 'flawed-exam' || state.flawedAnswers >= (current.answers ?? Number.POSITIVE_INFINITY))
    return 'normal';
  state.flawedAnswers += 1;
  return current.flaw;
}

/**
 * Notes a request as it arrives (its key redacted from the path), and its status or its abort once it ends.
 * `url` loses its `key` query value.
 */
function recordRequest(state: FakeState, req: IncomingMessage, res: ServerResponse, url: URL, target: Route) {
  const queryKey = url.searchParams.get('key');
  const key = req.headers['x-goog-api-key'] ?? queryKey ?? undefined;
  if (queryKey !== null) url.searchParams.set('key', 'REDACTED');
  const entry: FakeGeminiRequest = {
    method: req.method ?? 'GET',
    path: `${url.pathname}${url.search}`,
    endpoint: target.endpoint,
    model: 'model' in target ? target.model : null,
    keyState:
      key === undefined
        ? 'missing'
        : typeof key === 'string' && state.keys.isValid(key)
          ? 'valid'
          : 'invalid',
    keyInUrl: queryKey !== null,
    documents: 0,
    inlineDocuments: 0,
    fileDocuments: 0,
    images: 0,
    text: null,
    temperature: null,
    status: 0,
    aborted: false,
  };
  state.recorded.push(entry);
  res.on('finish', () => {
    entry.status = res.statusCode;
  });
  res.on('close', () => {
    if (!res.writableFinished) entry.aborted = true;
  });
  return { entry, key: typeof key === 'string' ? key : undefined };
}

async function handle(state: FakeState, req: IncomingMessage, res: ServerResponse) {
  const { files, baseUrl } = state;
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const target = route(method, url.pathname);
  const { entry, key } = recordRequest(state, req, res, url, target);

  const body = await readBody(req);
  if (body === null)
    return sendError(res, 413, 'INVALID_ARGUMENT', 'Request payload size exceeds the limit.');
  if (target.endpoint === 'unknown')
    return errors.notFound(res, `Method not found: ${method} ${url.pathname}`);
  if (entry.keyState === 'missing') return errors.missingKey(res);
  if (entry.keyState === 'invalid') return errors.invalidKey(res);

  let generate: { request: GenerateContentRequest; inputs: GenerateInputs } | null = null;
  if (target.endpoint === 'generate') {
    const parsed = parseJson(generateContentRequestSchema, body);
    if (!parsed.ok) return errors.badRequest(res, parsed.message);
    const inputs = collectInputs(parsed.value);
    generate = { request: parsed.value, inputs };
    Object.assign(entry, {
      documents: inputs.inlineCount + inputs.fileRefs.length,
      inlineDocuments: inputs.inlineCount,
      fileDocuments: inputs.fileRefs.length,
      images: inputs.images.length,
      text: inputs.text,
      temperature: parsed.value.temperature,
    });
  }

  const current = state.keys.behaviourFor(key, state.behaviour);
  const hit =
    current.mode !== 'normal' &&
    current.mode !== 'blocked' &&
    current.mode !== 'flawed-exam' &&
    (current.on ?? DEFAULT_SCOPE).includes(target.endpoint);
  if (hit && current.mode === 'quota-exceeded') return errors.quota(res);
  if (hit && current.mode === 'server-error') return errors.internal(res);
  if (hit && current.mode === 'overloaded') return errors.overloaded(res);
  if (hit && current.mode === 'slow' && !(await waitUnlessClosed(res, current.delayMs))) return;

  switch (target.endpoint) {
    case 'model':
      return target.model === null ? answerModelList(res) : answerModel(res, target.model);
    case 'generate':
      if (!generate) return;
      return answerGenerate(
        res,
        target.model,
        generate.request,
        generate.inputs,
        files,
        answerAs(state, current),
      );
    case 'upload':
      return answerUpload(req, res, url, body, files, baseUrl);
    case 'file':
      return answerFile(res, method, target.id, files, baseUrl);
  }
}

/** Starts a fake Gemini API on 127.0.0.1 that speaks the REST protocol `@google/genai` uses. */
export async function startFakeGemini(options: FakeGeminiOptions): Promise<FakeGemini> {
  const state: FakeState = {
    keys: keyRules(options.validKeys, options.keyBehaviours),
    files: new FakeFileStore(),
    recorded: [],
    behaviour: options.behaviour ?? { mode: 'normal' },
    flawedAnswers: 0,
    baseUrl: '',
  };
  const server = createServer((req, res) => {
    handle(state, req, res).catch(() => {
      if (!res.headersSent) errors.internal(res);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Gemini is not listening on TCP');
  state.baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    baseUrl: state.baseUrl,
    get requests() {
      return state.recorded.map((entry) => ({ ...entry }));
    },
    setBehaviour(next) {
      state.behaviour = next;
      state.flawedAnswers = 0;
    },
    uploadedFiles: () =>
      state.files.list().map((file) => ({
        name: file.name,
        displayName: file.displayName,
        mimeType: file.mimeType,
        sizeBytes: file.bytes.length,
        state: file.state,
      })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging (slow) answers would otherwise keep close() waiting for their delay.
        server.closeAllConnections();
      }),
  };
}
