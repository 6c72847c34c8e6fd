import type { NotificationSettings as Settings } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { notificationsMessages } from '@pastexam/ui/messages/notifications';
import { NotificationSettingsDialog } from '@pastexam/ui/notifications';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../../api/shared-queries.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { notificationSettingsQuery, useSaveNotificationSettings } from '../api/notifications.ts';

export interface NotificationSettingsProps {
  /** Whether 通知設定 is shown. Required, no default. */
  opened: boolean;
  /** Closes it. Required, no default. */
  onClose: () => void;
}

/** 通知設定: each kind's delivery as saved (e-mail offered when the server can send mail), asked for when it opens, saved with 儲存 (a failure in a toast). */
export function NotificationSettings({ opened, onClose }: NotificationSettingsProps) {
  const t = useT(notificationsMessages);
  const core = useT();
  const { api } = useServices();
  const settings = useQuery({ ...notificationSettingsQuery(api), enabled: opened });
  const emailAvailable = useQuery({
    ...appConfigQuery(api),
    select: (app) => app.notifications.email_available,
  });
  const save = useSaveNotificationSettings();

  async function handleSave(chosen: Settings) {
    try {
      await save.mutateAsync(chosen);
      toast.success(t('notifications.settingsSaved'), t('notifications.settingsSavedMessage'));
      onClose();
    } catch (error) {
      toast.error(t('notifications.settingsSaveFailed'), errorMessage(error, core('common.tryLater')));
    }
  }

  return (
    <NotificationSettingsDialog
      opened={opened}
      onClose={onClose}
      settings={settings.data ?? null}
      loading={settings.isPending && opened}
      onRetry={settings.isError ? () => void settings.refetch() : null}
      onSave={(chosen) => void handleSave(chosen)}
      saving={save.isPending}
      emailAvailable={emailAvailable.data ?? false}
    />
  );
}
