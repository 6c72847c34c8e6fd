// The Markdown worker: turns exam text into HTML (markdown-html.ts) away from the page's main thread, where a
// long answer's math and code would hold up scrolling and input for a tenth of a second each.
import { markdownToHtml } from './markdown-html.ts';
import { isMarkdownRequest, type MarkdownReply } from './markdown-messages.ts';

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!isMarkdownRequest(event.data)) return;
  const { id, source } = event.data;
  let reply: MarkdownReply;
  try {
    reply = { id, chunks: markdownToHtml(source) };
  } catch {
    reply = { id, chunks: null };
  }
  postMessage(reply);
});
