import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/notifications/components/unsubscribe-page.tsx';

/**
 * The token as the mail's link carries it; anything else is read as no token, which the page explains. Written
 * out rather than with zod, which every page would then load with the route tree.
 */
const validateUnsubscribeSearch = (search: Record<string, unknown>): { token: string } => {
  const { token } = search;
  return { token: typeof token === 'string' || typeof token === 'number' ? String(token) : '' };
};

/** A notification mail's 取消訂閱 link: open to guests and signed-in users alike, outside both layouts. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: validateUnsubscribeSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
