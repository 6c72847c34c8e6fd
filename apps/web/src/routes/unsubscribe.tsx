import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UnsubscribePage } from '../features/notifications/components/unsubscribe-page.tsx';

/** The token as the mail's link carries it; anything else is read as no token, which the page explains. */
const unsubscribeSearch = z.object({
  token: z.union([z.string(), z.number().transform(String)]).catch(''),
});

/** A notification mail's 取消訂閱 link: open to guests and signed-in users alike, outside both layouts. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: (search) => unsubscribeSearch.parse(search),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
