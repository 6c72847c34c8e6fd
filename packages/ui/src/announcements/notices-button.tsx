import { Indicator } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { useLabelledTopBar } from '../theme/use-labelled-top-bar.ts';
import { BarAction } from '../top-bar/bar-action.tsx';

export interface NoticesButtonProps {
  /** How many announcements shown now the user has not seen; null until known. Default null. */
  unreadCount?: number | null;
  /** Opens 公告中心. Required, no default. */
  onClick: () => void;
  /** The pointer or keyboard focus reached the button: what it opens can start loading. Default: does nothing. */
  onIntent?: () => void;
}

/**
 * What the button is called: 公告, and how many are unread when any is. The core's words, as the bell's are: the
 * button stands in the bar before the announcements' catalogue is fetched.
 */
export const noticesButtonName = (t: Translate, unreadCount: number | null) =>
  unreadCount ? t('topBar.announcementsUnread', { count: unreadCount }) : t('topBar.announcements');

/**
 * 公告 in the top bar (product §8.10), with a dot while any announcement is unread: its icon and name where the bar
 * has room for its features' names, its icon alone below (its name shown on hover and focus). Shown to signed-in
 * users only, so never prerendered.
 */
export function NoticesButton({ unreadCount = null, onClick, onIntent }: NoticesButtonProps) {
  const t = useT();
  const labelled = useLabelledTopBar();
  return (
    <Indicator disabled={!unreadCount} color="red" size={10} offset={labelled ? 6 : 4} withBorder>
      <BarAction
        name={noticesButtonName(t, unreadCount)}
        text={t('topBar.announcements')}
        Icon={IconSpeakerphone}
        px="xs"
        onClick={onClick}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      />
    </Indicator>
  );
}
