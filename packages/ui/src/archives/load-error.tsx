import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed load: the zh-TW reason under 載入失敗, and 重試 when the caller can retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="載入失敗">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            重試
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
