import type { EventSourceLike } from '../lib/event-stream.ts';

/** The browser's EventSource, which happy-dom does not have: the test says what the server sends. */
export class TestEventSource implements EventSourceLike {
  static opened: TestEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly target = new EventTarget();
  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.target.addEventListener(type, (event) => {
      if (event instanceof MessageEvent) listener(event);
    });
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(type: string, data: unknown, lastEventId: string) {
    this.target.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
