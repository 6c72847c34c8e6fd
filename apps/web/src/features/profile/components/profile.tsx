import { type ProfileUpdate, routes } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { profileDialogMessages } from '@pastexam/ui/messages/profile-dialog';
import { ProfileDialog, type ProfileField } from '@pastexam/ui/profile-dialog';
import { toast } from '@pastexam/ui/toast';
import { useMe } from '../../../api/me-query.ts';
import { track } from '../../../lib/analytics.ts';
import { type FieldsOfCodes, useFieldRefusals } from '../../../lib/refusals.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type ProfileProps = {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Asked to close it (取消, the close button, a saved nickname). */
  onClose: () => void;
  /** 登出所有裝置, as the user's own menu offers it: the app asks for confirmation. */
  onLogoutAll: () => void;
};

/** Refusals that concern the nickname itself, shown under its field. */
const nicknameRefusals: FieldsOfCodes<typeof routes.users.updateMe, ProfileField> = {
  duplicate_nickname: 'nickname',
  invalid_input: 'nickname',
};

/**
 * 個人資料 from the user's own menu (product §3.11): the account as GET /users/me describes it, and the
 * nickname saved through PATCH /users/me. A nickname someone else has is said under its field; other
 * refusals in a toast. Shows nothing until the server has said who the user is.
 */
export function Profile({ opened, onClose, onLogoutAll }: ProfileProps) {
  const t = useT(profileDialogMessages);
  const me = useMe();
  const updateProfile = useUpdateProfile();
  const refusals = useFieldRefusals(t('profile-dialog.saveFailed'), routes.users.updateMe, nicknameRefusals);

  const close = () => {
    refusals.reset();
    onClose();
  };

  async function handleSubmit(update: ProfileUpdate) {
    try {
      const user = await updateProfile.mutateAsync(update);
      track('profile-update', { nickname: user.nickname === null ? 'cleared' : 'set' });
      toast.success(
        t('profile-dialog.saved'),
        user.nickname === null
          ? t('profile-dialog.nicknameCleared')
          : t('profile-dialog.nicknameShown', { nickname: user.nickname }),
      );
      close();
    } catch (error) {
      refusals.refused(error);
    }
  }

  if (!me) return null;
  return (
    <ProfileDialog
      opened={opened}
      submitting={updateProfile.isPending}
      account={me}
      fieldErrors={refusals.fieldErrors}
      onSubmit={(update) => void handleSubmit(update)}
      onClose={close}
      onLogoutAll={onLogoutAll}
    />
  );
}
