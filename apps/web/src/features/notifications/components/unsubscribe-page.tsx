import { useT } from '@pastexam/ui/i18n';
import { notificationsMessages } from '@pastexam/ui/messages/notifications';
import { UnsubscribeResult } from '@pastexam/ui/notifications';
import { useEffect, useRef } from 'react';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useUnsubscribeNotificationMail } from '../api/notifications.ts';

export interface UnsubscribePageProps {
  /** The signed token from the mail's link; empty when the address had none. Required, no default. */
  token: string;
}

/**
 * /unsubscribe?token=…: a notification mail's 取消訂閱 link. It stops that mail's kinds at once, signed in or not,
 * and says which; a bad link says so and changes nothing.
 */
export function UnsubscribePage({ token }: UnsubscribePageProps) {
  const t = useT(notificationsMessages);
  const unsubscribe = useUnsubscribeNotificationMail();
  const { mutate } = unsubscribe;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || token === '') return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  if (token === '') return <UnsubscribeResult state="failed" error={t('notifications.missingToken')} />;
  if (unsubscribe.isSuccess) return <UnsubscribeResult state="done" kinds={unsubscribe.data.kinds} />;
  if (unsubscribe.isError) {
    const status = errorStatus(unsubscribe.error);
    // A bad link stays bad; only a missing or failed answer is worth trying again.
    const retry = status === null || status >= 500 ? () => mutate(token) : null;
    return (
      <UnsubscribeResult
        state="failed"
        error={errorMessage(unsubscribe.error, t('notifications.tryLater'))}
        onRetry={retry}
      />
    );
  }
  return <UnsubscribeResult state="working" />;
}
