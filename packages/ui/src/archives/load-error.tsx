import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

/** A failed load: the zh-TW reason under 載入失敗, and 重試 when the caller can retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const t = useT(archivesMessages);
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('archives.loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('archives.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
