import { messages } from './messages.ts';
import { type FlowEvent, type FlowState, stay, type Transition, toast } from './state.ts';

const keyEvents = [
  'key-status-loaded',
  'key-status-failed',
  'key-settings-opened',
  'key-settings-closed',
  'key-save-requested',
  'key-saved',
  'key-save-failed',
  'key-remove-requested',
  'key-removed',
  'key-remove-failed',
] as const;

export type KeyEvent = Extract<FlowEvent, { type: (typeof keyEvents)[number] }>;

export function isKeyEvent(event: FlowEvent): event is KeyEvent {
  return (keyEvents as readonly string[]).includes(event.type);
}

/** The API key dialog of product §6.2: it opens itself when no key is set, and sets or removes the key. */
export function reduceKey(state: FlowState, event: KeyEvent): Transition {
  switch (event.type) {
    case 'key-status-loaded':
      return stay({
        ...state,
        apiKey: {
          ...state.apiKey,
          status: event.status,
          modalOpened: state.opened && (state.apiKey.modalOpened || !event.status.has_api_key),
        },
      });
    case 'key-status-failed':
      // The key dialog would otherwise wait on 讀取中... with no way forward; opening it asks again.
      return [state, [toast('error', messages.keyStatusFailed)]];
    case 'key-settings-opened': {
      const opened = { ...state, apiKey: { ...state.apiKey, modalOpened: true } };
      return state.apiKey.status === null ? [opened, [{ type: 'load-key-status' }]] : stay(opened);
    }
    case 'key-settings-closed': {
      const closed = { ...state, apiKey: { ...state.apiKey, modalOpened: false } };
      // Without a key the AI modal cannot do anything, so it goes away with the key dialog.
      return state.apiKey.status?.has_api_key === false
        ? [closed, [{ type: 'request-close' }]]
        : stay(closed);
    }
    case 'key-save-requested':
      if (state.apiKey.busy || event.key.trim() === '') return stay(state);
      return [
        { ...state, apiKey: { ...state.apiKey, busy: true } },
        [{ type: 'save-key', key: event.key.trim() }],
      ];
    case 'key-saved':
      return [
        { ...state, apiKey: { ...state.apiKey, status: event.status, busy: false } },
        [toast('success', messages.keySaved)],
      ];
    case 'key-save-failed':
      return [
        { ...state, apiKey: { ...state.apiKey, busy: false } },
        [toast('error', messages.keySaveFailed)],
      ];
    case 'key-remove-requested':
      if (state.apiKey.busy) return stay(state);
      return [{ ...state, apiKey: { ...state.apiKey, busy: true } }, [{ type: 'remove-key' }]];
    case 'key-removed':
      return [
        { ...state, apiKey: { ...state.apiKey, status: event.status, busy: false } },
        [toast('success', messages.keyRemoved)],
      ];
    case 'key-remove-failed':
      return [
        { ...state, apiKey: { ...state.apiKey, busy: false } },
        [toast('error', messages.keyRemoveFailed)],
      ];
  }
}
