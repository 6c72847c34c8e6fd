/** What a key does while the viewer has focus. */
export type ViewerKeyAction = 'zoom-in' | 'zoom-out' | 'fit-width' | 'next-page' | 'previous-page';

const actions: Record<string, ViewerKeyAction> = {
  '+': 'zoom-in',
  // The same key without Shift on most keyboards.
  '=': 'zoom-in',
  '-': 'zoom-out',
  '−': 'zoom-out',
  '0': 'fit-width',
  PageDown: 'next-page',
  PageUp: 'previous-page',
};

/**
 * The viewer's shortcut for a key, or null: keys typed into a field stay there, and with Ctrl, ⌘ or Alt they
 * are the browser's (its own page zoom).
 */
export function viewerKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): ViewerKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select'))
  )
    return null;
  return actions[event.key] ?? null;
}
