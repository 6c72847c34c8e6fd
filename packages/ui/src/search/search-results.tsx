import { Box, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { SearchHit } from '@pastexam/api-contract';
import type { KeyboardEvent, ReactNode } from 'react';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { searchMessages } from '../i18n/compiled/search.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { groupByCourse } from './group-hits.ts';
import { HighlightedText } from './highlighted-text.tsx';
import classes from './search-results.module.css';

export type SearchResultsProps = {
  /** The query as the user typed it. Required. */
  query: string;
  /** The hits loaded so far, best first. Required. */
  hits: readonly SearchHit[];
  /** Whether the first page of hits is loading. Default false. */
  loading?: boolean;
  /** Asks again after a failed search; null when it did not fail. Default null. */
  onRetry?: (() => void) | null;
  /** More hits exist: 載入更多 shows them. Default false. */
  hasMore?: boolean;
  /** The next page is loading. Default false. */
  loadingMore?: boolean;
  /** Called by 載入更多. Required. */
  onLoadMore: () => void;
  /** Opens a hit: its archive's preview at the hit's question, else its page. Required. */
  onOpen: (hit: SearchHit) => void;
  /** Leaves the search for the course view (結束搜尋). Required. */
  onClose: () => void;
  /** The filters, shown above the hits. Default none. */
  filters?: ReactNode;
};

const HIT = 'data-search-hit';

/** ArrowDown and ArrowUp move between the hits' buttons; Enter (the button's own) opens one. */
function moveBetweenHits(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${HIT}]`)];
  const focused = document.activeElement;
  const at = focused instanceof HTMLElement ? buttons.indexOf(focused) : -1;
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : Math.max(at - 1, 0);
  buttons[next]?.focus();
  event.preventDefault();
}

/** A hit's key among the hits: a page, or an answer, of one archive. */
const keyOf = (hit: SearchHit, index: number) => `${hit.archive.id}-${hit.page}-${hit.found_in}-${index}`;

function HitButton({ hit, onOpen }: { hit: SearchHit; onOpen: (hit: SearchHit) => void }) {
  const t = useT(searchMessages);
  const labels = useLabels();
  const { academicYear } = formatsFor(useLocale());
  const { archive } = hit;
  // Which question the match is in, and whether in an answer to it: `・第 3 題・解答`.
  const place =
    (hit.question ? t('search.inQuestion', { question: hit.question.name }) : '') +
    (hit.found_in === 'answer' ? t('search.inAnswer') : '');
  return (
    <UnstyledButton {...{ [HIT]: '' }} className={classes.hit} onClick={() => onOpen(hit)}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm">
          {t('search.hitArchive', {
            year: academicYear(archive.academic_year),
            name: archive.name,
            professor: archive.professor,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('search.hitPlace', { type: labels.archiveType[archive.archive_type], page: hit.page })}
          {place}
        </Text>
      </Group>
      <Text size="sm" className={classes.snippet}>
        <HighlightedText text={hit.snippet.text} matches={hit.snippet.matches} />
      </Text>
    </UnstyledButton>
  );
}

/**
 * Search results (product §4.9): the pages and answers that match, grouped by course in the order of each
 * course's best hit, each with its archive, page, question (and 解答 when the match is in an answer) and a
 * snippet with the matches marked. Arrow keys move between hits.
 */
export function SearchResults({
  query,
  hits,
  loading = false,
  onRetry = null,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onOpen,
  onClose,
  filters,
}: SearchResultsProps) {
  const t = useT(searchMessages);
  const status = loadStatus(loading, onRetry, { loading: t('search.searching'), failed: t('search.failed') });
  const count = t(hasMore ? 'search.foundMore' : 'search.found', { count: hits.length });
  return (
    <Box component="section" aria-label={t('search.results')}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h3">
            {t('search.title', { query })}
          </Title>
          <Button variant="subtle" size="sm" onClick={onClose}>
            {t('search.end')}
          </Button>
        </Group>
        {filters}
        <Text size="sm" c="dimmed" aria-live="polite">
          {status ? '' : count}
        </Text>
        {status ? (
          <TableStatusMessage status={status} />
        ) : hits.length === 0 ? (
          <Stack gap={4} align="center" py="xl">
            <Text fw={600}>{t('search.noResults')}</Text>
            <Text size="sm" c="dimmed">
              {t('search.noResultsHint')}
            </Text>
          </Stack>
        ) : (
          <Stack gap="lg" onKeyDown={moveBetweenHits}>
            {groupByCourse(hits).map((group) => (
              <Stack key={group.courseId} gap="xs">
                <Title order={3} size="h5">
                  {group.courseName}
                </Title>
                <Stack
                  component="ul"
                  gap="xs"
                  p={0}
                  m={0}
                  aria-label={group.courseName}
                  className={classes.list}
                >
                  {group.hits.map((hit, index) => (
                    <li key={keyOf(hit, index)}>
                      <HitButton hit={hit} onOpen={onOpen} />
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))}
            {hasMore && (
              <Group justify="center">
                <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
                  {t('search.loadMore')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
