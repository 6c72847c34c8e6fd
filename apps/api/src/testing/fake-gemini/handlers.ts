import type { IncomingMessage, ServerResponse } from 'node:http';
import { DRAFT_PROMPT_OPENING } from '../../ai-answers/prompt.ts';
import { TOPIC_PROMPT_OPENING } from '../../topics/ai-prompt.ts';
import { buildDraftText, buildExamText } from './exam-text.ts';
import { type FakeFileStore, fileResource } from './files.ts';
import {
  errors,
  type GenerateContentRequest,
  modelResource,
  parseJson,
  sendJson,
  uploadStartSchema,
} from './protocol.ts';
import { responseSchemaProblem } from './response-schema-check.ts';
import { buildStructuredExam, type ExamFlaw } from './structured-exam.ts';
import { buildTopicAnswer } from './topic-answer.ts';

/** Any name shaped like a Gemini model exists here; anything else is the 404 a misconfigured model gets. */
export function isKnownModel(model: string): boolean {
  return /^gemini-[a-z0-9.-]+$/.test(model);
}

const LISTED_MODELS = ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.5-flash-lite'];

export function answerModelList(res: ServerResponse) {
  sendJson(res, 200, { models: LISTED_MODELS.map(modelResource) });
}

export function answerModel(res: ServerResponse, model: string) {
  if (!isKnownModel(model))
    return errors.notFound(res, `models/${model} is not found for API version v1beta.`);
  sendJson(res, 200, modelResource(model));
}

const PDF_MAGIC = Buffer.from('%PDF-');
const FILE_NAME_IN_URI = /(?:^|\/v1beta\/)(files\/[a-z0-9-]+)$/;

/** What a generateContent request carried: its PDFs (decoded or looked up) and its text. */
export type GenerateInputs = {
  documents: Buffer[];
  fileRefs: string[];
  text: string;
  inlineCount: number;
  /** Pictures sent inline (`image/*`), as a draft of a scanned question sends its pages. */
  images: Buffer[];
};

export function collectInputs(request: GenerateContentRequest): GenerateInputs {
  const parts = [...(request.systemInstruction?.parts ?? []), ...request.contents.flatMap((c) => c.parts)];
  const documents: Buffer[] = [];
  const fileRefs: string[] = [];
  const texts: string[] = [];
  const images: Buffer[] = [];
  let inlineCount = 0;
  for (const part of parts) {
    if (part.text !== undefined) texts.push(part.text);
    if (part.inlineData?.mimeType.startsWith('image/')) {
      images.push(Buffer.from(part.inlineData.data, 'base64'));
    } else if (part.inlineData) {
      inlineCount += 1;
      documents.push(Buffer.from(part.inlineData.data, 'base64'));
    }
    if (part.fileData) fileRefs.push(part.fileData.fileUri);
  }
  return { documents, fileRefs, text: texts.join('\n'), inlineCount, images };
}

/** How a generateContent is answered: as asked, blocked, or (for JSON) with a spoiled exam. */
export type GenerateAnswer = 'normal' | 'blocked' | ExamFlaw;

/** Checks the documents as the service would and answers the exam text, or the error it would give. */
export function answerGenerate(
  res: ServerResponse,
  model: string,
  request: GenerateContentRequest,
  inputs: GenerateInputs,
  files: FakeFileStore,
  answerAs: GenerateAnswer,
) {
  if (!isKnownModel(model)) {
    return errors.notFound(
      res,
      `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
    );
  }
  const documents = [...inputs.documents];
  for (const uri of inputs.fileRefs) {
    const name = uri.match(FILE_NAME_IN_URI)?.[1];
    const file = name === undefined ? undefined : files.get(name);
    if (!file) return errors.fileDenied(res, name?.slice('files/'.length) ?? uri);
    if (file.state !== 'ACTIVE') return errors.fileNotActive(res, file.name.slice('files/'.length));
    documents.push(file.bytes);
  }
  if (documents.some((document) => !document.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))) {
    return errors.badRequest(res, 'The document has no pages.');
  }
  const schemaProblem =
    request.responseSchema === undefined ? null : responseSchemaProblem(request.responseSchema);
  if (schemaProblem) return errors.badRequest(res, schemaProblem);
  const promptTokenCount = Math.ceil(inputs.text.length / 4) + 258 * documents.length;
  if (answerAs === 'blocked') {
    return sendJson(res, 200, {
      promptFeedback: { blockReason: 'PROHIBITED_CONTENT' },
      usageMetadata: { promptTokenCount, totalTokenCount: promptTokenCount },
      modelVersion: model,
    });
  }
  const input = { documents, text: inputs.text, temperature: request.temperature };
  const text = inputs.text.startsWith(DRAFT_PROMPT_OPENING)
    ? buildDraftText(inputs.text, inputs.images.length)
    : inputs.text.startsWith(TOPIC_PROMPT_OPENING)
      ? buildTopicAnswer(inputs.text)
      : request.json
        ? buildStructuredExam(input, answerAs === 'normal' ? null : answerAs)
        : buildExamText(input);
  const candidatesTokenCount = Math.ceil(text.length / 2);
  sendJson(res, 200, {
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount,
      candidatesTokenCount,
      totalTokenCount: promptTokenCount + candidatesTokenCount,
      promptTokensDetails: [{ modality: 'DOCUMENT', tokenCount: 258 * documents.length }],
    },
    modelVersion: model,
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The resumable protocol the SDK speaks: `start` opens a session, `upload[, finalize]` sends bytes. */
export function answerUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: Buffer,
  files: FakeFileStore,
  baseUrl: string,
) {
  const command = (header(req, 'x-goog-upload-command') ?? '').split(',').map((word) => word.trim());
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId === null) {
    if (header(req, 'x-goog-upload-protocol') !== 'resumable' || !command.includes('start')) {
      return errors.badRequest(res, 'Only resumable uploads are supported.');
    }
    const parsed = parseJson(uploadStartSchema, body);
    if (!parsed.ok) return errors.badRequest(res, parsed.message);
    const declaredSize = Number(
      header(req, 'x-goog-upload-header-content-length') ?? parsed.value.file?.sizeBytes,
    );
    const mimeType = header(req, 'x-goog-upload-header-content-type') ?? parsed.value.file?.mimeType;
    if (!Number.isInteger(declaredSize) || declaredSize < 0 || !mimeType) {
      return errors.badRequest(res, 'Upload size and MIME type are required.');
    }
    const id = files.startUpload({
      displayName: parsed.value.file?.displayName ?? null,
      mimeType,
      declaredSize,
    });
    res.writeHead(200, {
      'x-goog-upload-url': `${baseUrl}/upload/v1beta/files?upload_id=${id}&upload_protocol=resumable`,
      'x-goog-upload-status': 'active',
      'x-goog-upload-chunk-granularity': '262144',
    });
    return res.end();
  }
  if (!command.includes('upload') && !command.includes('finalize')) {
    return errors.badRequest(res, 'Unknown upload command.');
  }
  const offset = Number(header(req, 'x-goog-upload-offset') ?? '0');
  const outcome = files.receiveChunk(uploadId, offset, body, command.includes('finalize'));
  if (outcome === 'active') {
    res.writeHead(200, { 'x-goog-upload-status': 'active' });
    return res.end();
  }
  if ('error' in outcome) return errors.badRequest(res, outcome.error);
  sendJson(res, 200, { file: fileResource(outcome.file, baseUrl) }, { 'x-goog-upload-status': 'final' });
}

export function answerFile(
  res: ServerResponse,
  method: string,
  id: string | null,
  files: FakeFileStore,
  baseUrl: string,
) {
  if (id === null) {
    const all = files.list().map((file) => fileResource(file, baseUrl));
    // The service leaves the field out when there are none.
    return sendJson(res, 200, all.length > 0 ? { files: all } : {});
  }
  const name = `files/${id}`;
  if (method === 'DELETE') return files.delete(name) ? sendJson(res, 200, {}) : errors.fileDenied(res, id);
  const file = files.poll(name);
  return file ? sendJson(res, 200, fileResource(file, baseUrl)) : errors.fileDenied(res, id);
}
