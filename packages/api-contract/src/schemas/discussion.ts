import { z } from 'zod';
import { idField } from './common.ts';
import { multiLine, singleLine } from './text.ts';

/** product §4.10: the longest message, in characters (code points, as the database and JSON Schema count). */
export const MESSAGE_MAX_LENGTH = 500;
/** How many messages one page of a discussion holds: the newest first, then earlier ones by `before`. */
export const MESSAGE_PAGE_SIZE = 50;
/** No user posts more than `count` messages within `seconds` (product §4.10), whichever replica they reach. */
export const MESSAGE_RATE_LIMIT = { count: 5, seconds: 10 } as const;

/** A message's length as the limit counts it: characters, so an emoji is one, as a reader counts it. */
export const messageLength = (text: string) => [...text].length;

const tooLong = `留言最多 ${MESSAGE_MAX_LENGTH} 個字`;

/** A message's text: plain text with line breaks, 1 to 500 characters once trimmed. */
export const messageBodySchema = multiLine('留言')
  .min(1, '請輸入留言內容')
  .refine((text) => messageLength(text) <= MESSAGE_MAX_LENGTH, tooLong)
  .meta({ maxLength: MESSAGE_MAX_LENGTH });

/** POST /archives/{aid}/messages. */
export const messageInputSchema = z.object({ body: messageBodySchema }).meta({ id: 'MessageInput' });
export type MessageInput = z.input<typeof messageInputSchema>;

/**
 * One message of an archive's discussion. A deleted one keeps its place (its id and time) with neither text nor
 * author, and readers see 此留言已刪除.
 */
export const discussionMessageSchema = z
  .object({
    id: z.number().int(),
    archive_id: z.number().int(),
    /**
     * Who wrote it, by nickname or else login name, and whether they are an administrator (readers see a
     * 管理員 badge, so nobody else passes for one); null once it is deleted or the account is gone.
     */
    author: z.object({ id: z.number().int(), name: z.string(), is_admin: z.boolean() }).nullable(),
    /** Plain text; empty once deleted. */
    body: z.string(),
    created_at: z.string().datetime(),
    deleted_at: z.string().datetime().nullable(),
  })
  .meta({ id: 'DiscussionMessage' });
export type DiscussionMessage = z.infer<typeof discussionMessageSchema>;

/**
 * Where a client stands in an archive's stream of changes: the time of the last change it has, in milliseconds
 * since the epoch. Opaque to clients, which hand back what the server gave them.
 */
export const streamCursorSchema = z
  .string()
  // At most 13 digits: a time before the year 2286, which the database can hold.
  .regex(/^\d{1,13}$/, '事件位置不正確')
  .meta({ example: '1767225600000' });

/** GET /archives/{aid}/messages: the newest page, or the page of messages older than `before`. */
export const messageListQuerySchema = z.object({ before: idField.optional() });
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messagePageSchema = z
  .object({
    /** Newest first. */
    messages: z.array(discussionMessageSchema),
    /** Whether older messages exist: ask again with `before` = the last message's id. */
    has_more: z.boolean(),
    /** Pass as `after` when opening the events, so nothing that happened since this page is missed. */
    stream_cursor: streamCursorSchema,
  })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** POST /archives/{aid}/messages/ticket: what an EventSource, which cannot send a bearer token, opens with. */
export const streamTicketSchema = z
  .object({
    ticket: z.string(),
    /** How long the ticket opens a stream, in seconds; an open stream outlives it. */
    expires_in: z.number().int(),
  })
  .meta({ id: 'StreamTicket' });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/**
 * GET /archives/{aid}/messages/events: `after` (or the `Last-Event-ID` an EventSource sends by itself) replays
 * the changes since that cursor before the live ones.
 */
export const messageEventsQuerySchema = z.object({
  ticket: singleLine('ticket', { trim: false }).min(1, '缺少串流憑證').max(2000, '串流憑證不正確'),
  after: streamCursorSchema.optional(),
});
export type MessageEventsQuery = z.input<typeof messageEventsQuerySchema>;

/**
 * The events of the stream, by their SSE `event:` name. `created` and `deleted` carry the message as it is now
 * (JSON of DiscussionMessage) and an `id:` that is a stream cursor; `reset` says more was missed than the
 * stream replays, so the client reloads its messages.
 */
export const discussionEvents = {
  created: 'message-created',
  deleted: 'message-deleted',
  reset: 'reset',
} as const;
