import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { NotificationKind } from '@pastexam/api-contract';
import { notificationKindLabels } from '@pastexam/api-contract/labels';

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

const quoted = (kinds: readonly NotificationKind[]) =>
  kinds.map((kind) => `「${notificationKindLabels[kind]}」`).join('、');

/** The page a notification mail's 取消訂閱 link opens: it needs no sign-in and says what it stopped. */
export function UnsubscribeResult({
  state,
  kinds = [],
  error = null,
  onRetry = null,
}: UnsubscribeResultProps) {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h3">
          取消訂閱通知信
        </Title>
        {state === 'working' && (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text>正在取消訂閱…</Text>
          </Stack>
        )}
        {state === 'done' && (
          <Alert
            color="teal"
            variant="light"
            title={`已停止以電子郵件寄送${quoted(kinds)}通知`}
            role="status"
          >
            這類通知仍會顯示在站內的通知鈴。想再收到通知信，登入後在「通知設定」中改回「電子郵件」即可。
          </Alert>
        )}
        {state === 'failed' && (
          <Alert color="red" variant="light" title="無法取消訂閱" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{error ?? '請稍後再試'}</Text>
              {onRetry && (
                <Button size="xs" variant="light" color="red" onClick={onRetry}>
                  重試
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
