import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The shell-level dialogs; the issue report and AI exam dialogs are opened from the top bar on any page. */
export type ShellDialog = 'login' | 'issue-report' | 'ai-exam';

type ShellState = {
  openDialog: ShellDialog | null;
  open: (dialog: ShellDialog) => void;
  close: () => void;
  /** The archive's course list, shown or hidden by the top bar's sidebar toggle. */
  sidebarOpened: boolean;
  toggleSidebar: () => void;
};

const ShellStateContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<ShellDialog | null>(null);
  const [sidebarOpened, setSidebarOpened] = useState(true);
  const value = useMemo<ShellState>(
    () => ({
      openDialog,
      open: setOpenDialog,
      close: () => setOpenDialog(null),
      sidebarOpened,
      toggleSidebar: () => setSidebarOpened((opened) => !opened),
    }),
    [openDialog, sidebarOpened],
  );
  return <ShellStateContext value={value}>{children}</ShellStateContext>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState must be used inside ShellStateProvider');
  return state;
}
