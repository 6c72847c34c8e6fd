import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

/** A dialog whose code could not be fetched gives the only safe answer: no. */
function ConfirmUnavailable({ opened, onCancel }: ConfirmDialogProps) {
  useEffect(() => {
    if (opened) onCancel();
  }, [opened, onCancel]);
  return null;
}

// The dialog (and Mantine's Modal with it) is fetched with the first question, not with every page.
const ConfirmDialog = lazy<ComponentType<ConfirmDialogProps>>(() =>
  import('./confirm-dialog.tsx').then(
    (module) => ({ default: module.ConfirmDialog }),
    () => ({ default: ConfirmUnavailable }),
  ),
);

export interface ConfirmOptions {
  /** Heading of the dialog. Required, no default. */
  title: string;
  /** The question or consequence being confirmed. Required, no default. */
  message: string;
  /** Label of the confirming button. Default 確定 (OK in English). */
  confirmLabel?: string;
  /** Paints the confirming button red for destructive actions. Default false. */
  danger?: boolean;
}

/** Asks the user; resolves true on confirm, false on cancel or any dismissal. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export interface ConfirmProviderProps {
  /** The part of the app that may call `useConfirm()`. Default: nothing. */
  children?: ReactNode;
}

/** Renders the one app-wide confirm dialog that `useConfirm()` drives. */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);
  // Options outlive `opened` so the dialog keeps its text while it animates out.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);

  const settle = useCallback((confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
  }, []);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces an unanswered one; the older caller gets a clear "no".
        settle(false);
        resolveRef.current = resolve;
        setOptions(next);
        setOpened(true);
      }),
    [settle],
  );

  // No caller may wait forever on a dialog that is gone.
  useEffect(() => () => settle(false), [settle]);

  const answer = (confirmed: boolean) => {
    settle(confirmed);
    setOpened(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={opened}
            title={options.title}
            message={options.message}
            confirmLabel={options.confirmLabel}
            danger={options.danger}
            onConfirm={() => answer(true)}
            onCancel={() => answer(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** The `confirm()` of the nearest ConfirmProvider (UiProvider includes one). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmProvider> or <UiProvider>.');
  return confirm;
}
