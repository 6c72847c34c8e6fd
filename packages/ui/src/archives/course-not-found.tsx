import { Button, EmptyState } from '@mantine/core';
import { IconBookOff } from '@tabler/icons-react';
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
  return (
    <EmptyState icon={<IconBookOff size={32} aria-hidden />}>
      <EmptyState.Title order={1}>找不到這門課程</EmptyState.Title>
      <EmptyState.Description>
        {reason === 'invalid'
          ? '網址中的課程編號不正確，請從課程列表選擇課程。'
          : '這門課程不存在，或已被刪除、併入其他課程；請從課程列表選擇其他課程。'}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component="a" href={overviewHref} variant="light" onClick={followInPage(onOverview)}>
          回到總覽
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
