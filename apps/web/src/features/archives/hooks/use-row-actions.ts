import type { Archive } from '@pastexam/api-contract';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';

/**
 * The buttons of each archive row, and where focus goes after one of them changed the list. A row's delete or
 * move takes away the row that held focus (or the dialog that returns focus to it); once the list is refreshed
 * without it, focus continues from the main area (`main`) instead of falling to the top of the page.
 */
export function useRowActions(
  renderArchiveActions:
    | ((archive: Archive, courseId: number, onChanged: () => void) => ReactNode)
    | undefined,
  courseId: number | null,
  archives: Archive[] | null,
) {
  const main = useRef<HTMLElement>(null);
  const changedArchive = useRef<number | null>(null);
  useEffect(() => {
    const changed = changedArchive.current;
    if (archives === null || changed === null) return;
    changedArchive.current = null;
    if (archives.some((archive) => archive.id === changed)) return;
    const focused = document.activeElement;
    if (focused instanceof Node && focused.isConnected && main.current?.contains(focused)) return;
    main.current?.focus();
  }, [archives]);

  // The same function while the course stays, so the list's rows need not be drawn again on every render.
  const renderActions = useMemo(
    () =>
      renderArchiveActions && courseId !== null
        ? (archive: Archive) =>
            renderArchiveActions(archive, courseId, () => {
              changedArchive.current = archive.id;
            })
        : undefined,
    [renderArchiveActions, courseId],
  );
  return { main, renderActions };
}
