import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { NotificationKind } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { notificationsMessages } from '../i18n/compiled/notifications.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId as NotificationsMessageId } from '../i18n/messages/notifications.zh-TW.ts';

/** Where 取消訂閱 stands: the request is running, it was done, or it failed (a bad link, or no answer). */
export type UnsubscribeState = 'working' | 'done' | 'failed';

export interface UnsubscribeResultProps {
  /** Where 取消訂閱 stands. Required, no default. */
  state: UnsubscribeState;
  /** The kinds no longer mailed, once `done`. Default none. */
  kinds?: readonly NotificationKind[];
  /** Why it failed, in zh-TW, when `failed`. Default a general message. */
  error?: string | null;
  /** Tries again (when no answer came); null when trying again cannot help (a bad link). Default null. */
  onRetry?: (() => void) | null;
}

const quoted = (t: Translate<NotificationsMessageId>, labels: Labels, kinds: readonly NotificationKind[]) =>
  kinds
    .map((kind) => t('notifications.quotedKind', { kind: labels.notificationKind[kind] }))
    .join(t('notifications.kindSeparator'));

/** The page a notification mail's 取消訂閱 link opens: it needs no sign-in and says what it stopped. */
export function UnsubscribeResult({
  state,
  kinds = [],
  error = null,
  onRetry = null,
}: UnsubscribeResultProps) {
  const t = useT(notificationsMessages);
  const labels = useLabels();
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('notifications.unsubscribeTitle')}
        </Title>
        {state === 'working' && (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t('notifications.unsubscribing')}</Text>
          </Stack>
        )}
        {state === 'done' && (
          <Alert
            color="teal"
            variant="light"
            title={t('notifications.unsubscribed', { kinds: quoted(t, labels, kinds) })}
            role="status"
          >
            {t('notifications.unsubscribedNote')}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert color="red" variant="light" title={t('notifications.unsubscribeFailed')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{error ?? t('notifications.tryLater')}</Text>
              {onRetry && (
                <Button size="xs" variant="light" color="red" onClick={onRetry}>
                  {t('notifications.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
