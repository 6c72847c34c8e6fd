import { NoticesButton, type NoticesButtonProps } from '@pastexam/ui/announcements/notices-button';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { unreadAnnouncementsQuery } from '../api/announcements.ts';

/** What the button does: open 公告中心, and ready it when the pointer or keyboard focus reaches the button. */
export type TopBarNoticesProps = Omit<NoticesButtonProps, 'unreadCount'>;

/** The top bar's 公告 with its unread dot, for a signed-in user (product §8.10). */
export function TopBarNotices(props: TopBarNoticesProps) {
  const { api } = useServices();
  // A failure leaves the button without a dot: it still opens 公告中心, which says what went wrong.
  const { data } = useQuery(unreadAnnouncementsQuery(api));
  return <NoticesButton unreadCount={data?.unread_count ?? null} {...props} />;
}
