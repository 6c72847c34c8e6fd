import { useNarrowScreen } from '@pastexam/ui/theme';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The shell-level dialogs, opened from the top bar on any page. */
export type ShellDialog =
  | 'login'
  | 'issue-report'
  | 'ai-exam'
  | 'change-password'
  | 'profile'
  | 'announcements'
  | 'my-flags';

type ShellState = {
  openDialog: ShellDialog | null;
  open: (dialog: ShellDialog) => void;
  close: () => void;
  /** The dialogs the user has reached for (pointer or focus on their button): their code is being fetched. */
  reached: ReadonlySet<ShellDialog>;
  /** Says the user is about to open `dialog`, so it can be readied before the press. */
  reach: (dialog: ShellDialog) => void;
  /** How the archive's course list is shown: beside the page, or as a drawer on narrow screens. */
  sidebarMode: 'inline' | 'drawer';
  /** The archive's course list, shown or hidden by the top bar's sidebar toggle. */
  sidebarOpened: boolean;
  toggleSidebar: () => void;
  /** Closes the course list (the drawer after a course is chosen). */
  closeSidebar: () => void;
};

const ShellStateContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<ShellDialog | null>(null);
  const [reached, setReached] = useState<ReadonlySet<ShellDialog>>(() => new Set());
  // Below the theme's layout switch (the top bar's 960px) the course list is a drawer over the page.
  const narrow = useNarrowScreen();
  // Two states, like Mantine's AppShell: the list starts open beside the page, while a drawer starts closed.
  const [inlineOpened, setInlineOpened] = useState(true);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const value = useMemo<ShellState>(() => {
    const setOpened = narrow ? setDrawerOpened : setInlineOpened;
    return {
      openDialog,
      open: setOpenDialog,
      close: () => setOpenDialog(null),
      reached,
      reach: (dialog) => setReached((before) => (before.has(dialog) ? before : new Set(before).add(dialog))),
      sidebarMode: narrow ? 'drawer' : 'inline',
      sidebarOpened: narrow ? drawerOpened : inlineOpened,
      toggleSidebar: () => setOpened((opened) => !opened),
      closeSidebar: () => setOpened(false),
    };
  }, [openDialog, reached, narrow, inlineOpened, drawerOpened]);
  return <ShellStateContext value={value}>{children}</ShellStateContext>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState must be used inside ShellStateProvider');
  return state;
}
