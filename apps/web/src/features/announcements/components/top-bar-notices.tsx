import { NoticesButton } from '@pastexam/ui/announcements';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { unreadAnnouncementsQuery } from '../api/announcements.ts';

export type TopBarNoticesProps = {
  /** Opens 公告中心. */
  onOpen: () => void;
  /** The pointer or keyboard focus reached the button: 公告中心 can be readied. */
  onIntent: () => void;
};

/** The top bar's 公告 with its unread dot, for a signed-in user (product §8.10). */
export function TopBarNotices({ onOpen, onIntent }: TopBarNoticesProps) {
  const { api } = useServices();
  // A failure leaves the button without a dot: it still opens 公告中心, which says what went wrong.
  const { data } = useQuery(unreadAnnouncementsQuery(api));
  return <NoticesButton unreadCount={data?.unread_count ?? null} onClick={onOpen} onIntent={onIntent} />;
}
