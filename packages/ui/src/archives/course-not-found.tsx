import { Button, EmptyState } from '@mantine/core';
import { IconBookOff } from '@tabler/icons-react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { followInPage } from './plain-click.ts';

export interface CourseNotFoundProps {
  /** `gone`: no course has that id now (deleted, merged, never was); `invalid`: the address names no id at all. Required, no default. */
  reason: 'gone' | 'invalid';
  /** The address of the overview, which 回到總覽 links to. Required, no default. */
  overviewHref: string;
  /** Called by a plain click on 回到總覽. Required, no default. */
  onOverview: () => void;
}

/** The main area when the page's address names a course nobody can browse (product §4.7). */
export function CourseNotFound({ reason, overviewHref, onOverview }: CourseNotFoundProps) {
  const t = useT(archivesMessages);
  return (
    <EmptyState icon={<IconBookOff size={32} aria-hidden />}>
      <EmptyState.Title order={1}>{t('archives.courseNotFound')}</EmptyState.Title>
      <EmptyState.Description>
        {reason === 'invalid' ? t('archives.courseIdInvalid') : t('archives.courseGone')}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component="a" href={overviewHref} variant="light" onClick={followInPage(onOverview)}>
          {t('archives.backToOverview')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
