import { Alert, Group, Radio, Stack } from '@mantine/core';
import {
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationSettings,
  notificationDeliverySchema,
} from '@pastexam/api-contract';
import { notificationDeliveryLabels, notificationKindLabels } from '@pastexam/api-contract/labels';
import { useEffect, useState } from 'react';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { DialogFrame, SaveCancelButtons } from '../dialog-frame/dialog-frame.tsx';

export interface NotificationSettingsDialogProps {
  /** Whether the dialog is shown. Required, no default. */
  opened: boolean;
  /** Called by 取消, the close button, Escape or a click outside. Required, no default. */
  onClose: () => void;
  /** The user's settings as saved; null while they load or when they failed to. Required, no default. */
  settings: NotificationSettings | null;
  /** The settings are loading. Default false. */
  loading?: boolean;
  /** The settings could not be loaded; called by 重新載入. Default null (they loaded). */
  onRetry?: (() => void) | null;
  /** Called by 儲存 with every kind's choice. Required, no default. */
  onSave: (settings: NotificationSettings) => void;
  /** 儲存 is running: the dialog stays open and its controls wait. Default false. */
  saving?: boolean;
}

const DELIVERIES = notificationDeliverySchema.options;

/** 通知設定: for each kind of notification, 站內, 電子郵件 or 關閉. */
export function NotificationSettingsDialog({
  opened,
  onClose,
  settings,
  loading = false,
  onRetry = null,
  onSave,
  saving = false,
}: NotificationSettingsDialogProps) {
  const [chosen, setChosen] = useState<NotificationSettings | null>(settings);
  // Whenever the dialog opens or the saved settings arrive, it starts from them.
  useEffect(() => {
    if (opened) setChosen(settings);
  }, [opened, settings]);
  const status = loadStatus(loading, onRetry, { loading: '載入通知設定中…', failed: '無法載入通知設定' });
  const choose = (kind: keyof NotificationSettings, value: string) => {
    const delivery = notificationDeliverySchema.safeParse(value);
    if (delivery.success && chosen) setChosen({ ...chosen, [kind]: delivery.data });
  };
  return (
    <DialogFrame opened={opened} onClose={onClose} title="通知設定" busy={saving} width={560}>
      {status || !chosen ? (
        <TableStatusMessage status={status ?? { text: '載入通知設定中…', loading: true }} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave(chosen);
          }}
        >
          <Stack gap="md">
            <Alert color="gray" variant="light">
              選擇「電子郵件」會先記下；目前尚未寄出通知信，這類通知仍會顯示在站內。
            </Alert>
            {NOTIFICATION_KINDS.map((kind) => (
              <Radio.Group
                key={kind}
                label={notificationKindLabels[kind]}
                value={chosen[kind]}
                onChange={(value) => choose(kind, value)}
              >
                <Group gap="lg" mt={4}>
                  {DELIVERIES.map((delivery: NotificationDelivery) => (
                    <Radio
                      key={delivery}
                      value={delivery}
                      label={notificationDeliveryLabels[delivery]}
                      disabled={saving}
                    />
                  ))}
                </Group>
              </Radio.Group>
            ))}
            <SaveCancelButtons saving={saving} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
