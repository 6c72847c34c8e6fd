import { Button } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { followsMessages } from '../i18n/compiled/follows.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface FollowToggleProps {
  /** Whether the reader follows the course. Required, no default. */
  following: boolean;
  /** Called with the state asked for. Required, no default. */
  onChange: (following: boolean) => void;
  /** The change is on its way: the button waits. Default: false. */
  pending?: boolean;
  /** The course's name, for screen readers. Required, no default. */
  courseName: string;
}

/**
 * 追蹤 for one course: pressed (and filled) once the reader follows it (the course is then pinned atop their course list and on
 * their overview), pressed again to stop.
 */
export function FollowToggle({ following, onChange, pending = false, courseName }: FollowToggleProps) {
  const Icon = following ? IconPinFilled : IconPin;
  const t = useT(followsMessages);
  return (
    <Button
      size="xs"
      variant={following ? 'light' : 'default'}
      leftSection={<Icon size={16} aria-hidden />}
      aria-pressed={following}
      aria-label={t('follows.followCourse', { course: courseName })}
      loading={pending}
      onClick={() => onChange(!following)}
    >
      {t('follows.follow')}
    </Button>
  );
}
