import type { DiscussionMessage, MessagePage } from '@pastexam/api-contract';
import type { InfiniteData } from '@tanstack/react-query';

/** An archive's discussion as the query keeps it: pages newest first, each page newest first. */
export type MessagePages = InfiniteData<MessagePage>;

/** The newer of two states of one message: a deletion is never undone by an older copy arriving late. */
function newer(known: DiscussionMessage, arrived: DiscussionMessage): DiscussionMessage {
  return known.deleted_at !== null && arrived.deleted_at === null ? known : arrived;
}

/** Puts `message` among messages sorted newest first, once. */
function insertSorted(messages: DiscussionMessage[], message: DiscussionMessage): DiscussionMessage[] {
  const at = messages.findIndex((other) => other.id < message.id);
  return at === -1 ? [...messages, message] : [...messages.slice(0, at), message, ...messages.slice(at)];
}

/**
 * The pages with a message written or deleted (from the event stream or the client's own call): replaced where
 * it is, or put in its place when it is newer than the oldest message loaded. One older than every loaded page
 * is left for its page to bring.
 */
export function mergeMessage(
  data: MessagePages | undefined,
  message: DiscussionMessage,
): MessagePages | undefined {
  if (!data) return data;
  const holder = data.pages.findIndex((page) => page.messages.some((known) => known.id === message.id));
  if (holder !== -1) {
    return {
      ...data,
      pages: data.pages.map((page, index) =>
        index !== holder
          ? page
          : {
              ...page,
              messages: page.messages.map((known) =>
                known.id === message.id ? newer(known, message) : known,
              ),
            },
      ),
    };
  }
  // Older than everything loaded while earlier pages remain: its own page brings it when it is loaded.
  const last = data.pages.at(-1);
  const oldestLoaded = last?.messages.at(-1)?.id;
  if (last?.has_more && oldestLoaded !== undefined && message.id < oldestLoaded) return data;
  // The first page whose oldest message is older than it holds its place (the first page, for a new message).
  const into = data.pages.findIndex((page) => (page.messages.at(-1)?.id ?? 0) < message.id);
  const index = into === -1 ? data.pages.length - 1 : into;
  return {
    ...data,
    pages: data.pages.map((page, at) =>
      at === index ? { ...page, messages: insertSorted(page.messages, message) } : page,
    ),
  };
}

/** Every loaded message once, oldest first, as the panel shows them. */
export function oldestFirst(data: MessagePages | undefined): DiscussionMessage[] {
  const seen = new Set<number>();
  const messages: DiscussionMessage[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.id - b.id);
}
