import { Badge, Group, Spoiler, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Announcement, AnnouncementImportance } from '@pastexam/api-contract';
import { useId } from 'react';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

/** The 重要 or 一般 mark; 重要 stands out in red. */
export function ImportanceBadge({ importance }: { importance: AnnouncementImportance }) {
  const labels = useLabels();
  return (
    <Badge
      color={importance === 'important' ? 'red' : 'gray'}
      variant={importance === 'important' ? 'filled' : 'light'}
    >
      {labels.announcementImportance[importance]}
    </Badge>
  );
}

export interface AnnouncementMetaProps {
  /** The announcement described. Required, no default. */
  announcement: Announcement;
  /** Marks it 未讀 when the reader has not seen it. Default false. */
  showUnread?: boolean;
}

/** 重要 (never 一般: most are), 未讀, and the day it was published, in Taipei. */
export function AnnouncementMeta({ announcement, showUnread = false }: AnnouncementMetaProps) {
  const t = useT(announcementsMessages);
  const { date } = formatsFor(useLocale());
  return (
    <Group gap="xs" wrap="wrap">
      {announcement.importance === 'important' && <ImportanceBadge importance="important" />}
      {showUnread && announcement.seen === false && (
        <Badge variant="outline" color="blue">
          {t('announcements.unread')}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {date(announcement.published_at)}
      </Text>
    </Group>
  );
}

export interface AnnouncementBodyProps {
  /** The body in Markdown. Required, no default. */
  children: string;
  /** Folds a body taller than this many pixels behind 顯示全文. Default none: the whole body shows. */
  foldAbove?: number;
  /** Called when a folded body is unfolded. Default: does nothing. */
  onUnfold?: () => void;
}

/** The body, rendered as the AI exams' Markdown is (raw HTML dropped, unsafe links removed). */
export function AnnouncementBody({ children, foldAbove, onUnfold }: AnnouncementBodyProps) {
  const t = useT(announcementsMessages);
  const body = <ExamMarkdown>{children}</ExamMarkdown>;
  if (foldAbove === undefined) return body;
  return (
    <Spoiler
      maxHeight={foldAbove}
      showLabel={t('announcements.unfold')}
      hideLabel={t('announcements.fold')}
      onExpandedChange={(expanded) => {
        if (expanded) onUnfold?.();
      }}
    >
      {body}
    </Spoiler>
  );
}

export interface AnnouncementArticleProps extends AnnouncementMetaProps {
  /** The level of its title among the page's headings. Default 3. */
  order?: TitleOrder;
  /** As AnnouncementBody's. Default none. */
  foldAbove?: number;
  /** As AnnouncementBody's. Default: does nothing. */
  onUnfold?: () => void;
}

/** One announcement in a list: its title, marks and date, and its body; named by its title. */
export function AnnouncementArticle({
  announcement,
  order = 3,
  foldAbove,
  onUnfold,
  ...meta
}: AnnouncementArticleProps) {
  const titleId = useId();
  return (
    <Stack component="article" gap="xs" aria-labelledby={titleId}>
      <Title order={order} size="h4" id={titleId}>
        {announcement.title}
      </Title>
      <AnnouncementMeta announcement={announcement} {...meta} />
      <AnnouncementBody foldAbove={foldAbove} onUnfold={onUnfold}>
        {announcement.body}
      </AnnouncementBody>
    </Stack>
  );
}
