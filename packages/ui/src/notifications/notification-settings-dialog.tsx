import { Alert, Group, Radio, Stack } from '@mantine/core';
import {
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationSettings,
  notificationDeliverySchema,
  notificationMailFrequencySchema,
} from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { DialogFrame, SaveCancelButtons } from '../dialog-frame/dialog-frame.tsx';
import { notificationsMessages } from '../i18n/compiled/notifications.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

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
  /** The server can send mail (SMTP_URL is set); without it 電子郵件 cannot be chosen and says why. Default true. */
  emailAvailable?: boolean;
}

const DELIVERIES = notificationDeliverySchema.options;
const FREQUENCIES = notificationMailFrequencySchema.options;

/** 通知設定: for each kind of notification, 站內, 電子郵件 or 關閉, and how e-mailed ones are sent. */
export function NotificationSettingsDialog({
  opened,
  onClose,
  settings,
  loading = false,
  onRetry = null,
  onSave,
  saving = false,
  emailAvailable = true,
}: NotificationSettingsDialogProps) {
  const t = useT(notificationsMessages);
  const labels = useLabels();
  const [chosen, setChosen] = useState<NotificationSettings | null>(settings);
  // Whenever the dialog opens or the saved settings arrive, it starts from them.
  useEffect(() => {
    if (opened) setChosen(settings);
  }, [opened, settings]);
  const status = loadStatus(loading, onRetry, {
    loading: t('notifications.settingsLoading'),
    failed: t('notifications.settingsLoadFailed'),
  });
  const choose = (kind: NotificationKind, value: string) => {
    const delivery = notificationDeliverySchema.safeParse(value);
    if (delivery.success && chosen) setChosen({ ...chosen, [kind]: delivery.data });
  };
  const chooseFrequency = (value: string) => {
    const frequency = notificationMailFrequencySchema.safeParse(value);
    if (frequency.success && chosen) setChosen({ ...chosen, mail_frequency: frequency.data });
  };
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={t('notifications.settings')}
      busy={saving}
      width={560}
    >
      {status || !chosen ? (
        <TableStatusMessage status={status ?? { text: t('notifications.settingsLoading'), loading: true }} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave(chosen);
          }}
        >
          <Stack gap="md">
            <Alert color={emailAvailable ? 'gray' : 'yellow'} variant="light">
              {t(emailAvailable ? 'notifications.emailNote' : 'notifications.noEmailNote')}
            </Alert>
            {NOTIFICATION_KINDS.map((kind) => (
              <Radio.Group
                key={kind}
                label={labels.notificationKind[kind]}
                value={chosen[kind]}
                onChange={(value) => choose(kind, value)}
              >
                <Group gap="lg" mt={4}>
                  {DELIVERIES.map((delivery: NotificationDelivery) => (
                    <Radio
                      key={delivery}
                      value={delivery}
                      label={labels.notificationDelivery[delivery]}
                      disabled={saving || (delivery === 'email' && !emailAvailable)}
                    />
                  ))}
                </Group>
              </Radio.Group>
            ))}
            <Radio.Group
              label={t('notifications.mailFrequency')}
              description={t('notifications.mailFrequencyHint')}
              value={chosen.mail_frequency}
              onChange={chooseFrequency}
            >
              <Group gap="lg" mt={4}>
                {FREQUENCIES.map((frequency) => (
                  <Radio
                    key={frequency}
                    value={frequency}
                    label={labels.notificationMailFrequency[frequency]}
                    disabled={saving || !emailAvailable}
                  />
                ))}
              </Group>
            </Radio.Group>
            <SaveCancelButtons saving={saving} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
