import { Box, Group, Text, Title } from '@mantine/core';
import type { ListedArchive } from '@pastexam/api-contract';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { type ListItem, listItems, runsByYear } from './archive-list-items.ts';
import { ArchiveRow } from './archive-row.tsx';
import { useListVirtualizer, VIRTUALIZE_FROM } from './use-list-virtualizer.ts';
import { placed } from './virtual-lines.ts';

export interface ArchiveListProps {
  /** The archives to show, in any order; the list groups and orders them. Required, no default. */
  archives: readonly ListedArchive[];
  /** Called by a row's 預覽. Required, no default. */
  onPreview: (archive: ListedArchive) => void;
  /** Called by a row's 下載. Required, no default. */
  onDownload: (archive: ListedArchive) => void;
  /** The archive whose download is running; its 下載 shows a loader. Default null. */
  downloadingId?: number | null;
  /** Extra buttons per row (edit, move, delete) for those allowed. Default: none. */
  renderActions?: (archive: ListedArchive) => ReactNode;
}

/** A year's heading with its count; drawn again only when they change. */
const YearHeading = memo(function YearHeading({ year, count }: { year: number; count: number }) {
  const t = useT(archivesMessages);
  const { academicYear } = formatsFor(useLocale());
  return (
    <Group gap="xs" align="baseline">
      <Title order={2} size="h4">
        {academicYear(year)}
      </Title>
      <Text size="sm" c="dimmed">
        {t('archives.archiveCount', { count })}
      </Text>
    </Group>
  );
});

/**
 * The space around a line, inside it (padding, not margins or gaps) so that its measured height includes it: a
 * year's heading has the gap between years above it and the gap to its first archive below; an archive the gap
 * to the next in its year.
 */
function spacing(item: ListItem): CSSProperties {
  if (item.kind === 'year')
    return {
      paddingTop: item.first ? 0 : 'var(--mantine-spacing-lg)',
      paddingBottom: 'var(--mantine-spacing-xs)',
    };
  return { paddingBottom: item.lastInYear ? 0 : 'var(--mantine-spacing-xs)' };
}

/** The archives grouped by academic year, newest first; within a year midterm → final → quiz → other. */
export function ArchiveList({
  archives,
  onPreview,
  onDownload,
  downloadingId = null,
  renderActions,
}: ArchiveListProps) {
  // The list's first rows are drawn in a render of their own, after the filters above them are in the page: each
  // of the two is then short, and React splits the rows' render into slices. Later changes are drawn at once.
  const [firstDrawn, setFirstDrawn] = useState(false);
  useEffect(() => startTransition(() => setFirstDrawn(true)), []);
  const items = useMemo(() => (firstDrawn ? listItems(archives) : []), [firstDrawn, archives]);
  const virtualized = archives.length >= VIRTUALIZE_FROM;
  const list = useListVirtualizer(items, virtualized);
  // A scroll step asks for the lines coming into view at once, inside the scroll event: they are drawn in the
  // background instead, in slices, so that no step holds the page while a screenful of rows is built (a few
  // dozen Mantine components each). The lines drawn ahead of the viewport (the overscan) cover the moment.
  const drawn = useDeferredValue(list.drawn);
  // The page passes new handlers on every render; the rows keep the same ones, which call the latest.
  const handlers = useRef({ onPreview, onDownload });
  useLayoutEffect(() => {
    handlers.current = { onPreview, onDownload };
  });
  const preview = useCallback((archive: ListedArchive) => handlers.current.onPreview(archive), []);
  const download = useCallback((archive: ListedArchive) => handlers.current.onDownload(archive), []);

  const { academicYear } = formatsFor(useLocale());
  const seenYears = new Set<number>();
  return (
    <Box
      ref={list.listRef}
      style={virtualized ? { position: 'relative', height: list.totalSize } : undefined}
      {...list.focusHandlers}
    >
      {runsByYear(drawn).map(({ year, entries }) => {
        // A year drawn in two runs (the focused line kept while scrolled away) is two sections of one name.
        const key = seenYears.has(year) ? `${year}-${entries[0]?.index}` : String(year);
        seenYears.add(year);
        return (
          // Each year is a section named for it, even when only some of its lines are drawn.
          <section key={key} aria-label={academicYear(year)}>
            {entries.map(({ item, index, start }) => (
              <div
                key={item.key}
                data-index={index}
                data-key={item.key}
                ref={virtualized ? list.measure : undefined}
                style={virtualized ? { ...placed(start), ...spacing(item) } : spacing(item)}
              >
                {item.kind === 'year' ? (
                  <YearHeading year={item.year} count={item.count} />
                ) : (
                  <ArchiveRow
                    archive={item.archive}
                    onPreview={preview}
                    onDownload={download}
                    downloading={item.archive.id === downloadingId}
                    renderActions={renderActions}
                  />
                )}
              </div>
            ))}
          </section>
        );
      })}
    </Box>
  );
}
