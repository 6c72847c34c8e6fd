/** The actions whose button can say ahead of a press that it is about to be used. */
export type TopBarAction =
  | 'login'
  | 'issue-report'
  | 'ai-exam'
  | 'change-password'
  | 'profile'
  | 'admin'
  | 'topics';

/** The handlers that report an intent to use `action`: the pointer (mouse or touch) or keyboard focus on it. */
export function intentHandlers(action: TopBarAction, onIntent: ((action: TopBarAction) => void) | undefined) {
  const report = () => onIntent?.(action);
  return { onPointerEnter: report, onFocus: report };
}
