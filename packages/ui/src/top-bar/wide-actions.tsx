import { Group } from '@mantine/core';
import { useT } from '../i18n/locale-provider.tsx';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import type { AccountItemsProps } from './account-items.tsx';
import { BarAction } from './bar-action.tsx';
import { type FeatureActionHandlers, featureActions } from './feature-actions.ts';
import { intentHandlers } from './intent.ts';
import { UserMenuLoader } from './user-menu-loader.tsx';

/**
 * From the layout switch up, a signed-in user's own menu (opened by their name) and a button per feature: named
 * beside its icon where the bar has room for every name in the active language, else its icon alone, its name
 * shown on hover and focus.
 */
export function WideActions({
  onOpenAdmin,
  onOpenTopics,
  onReportIssue,
  onOpenAiExam,
  ...account
}: AccountItemsProps & FeatureActionHandlers) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom={LAYOUT_BREAKPOINT}>
      <UserMenuLoader {...account} />
      {featureActions(account.user, { onOpenAdmin, onOpenTopics, onReportIssue, onOpenAiExam }, t).map(
        ({ action, label, Icon, onClick }) => (
          <BarAction
            key={action}
            name={label}
            Icon={Icon}
            onClick={onClick}
            {...intentHandlers(action, account.onIntent)}
          />
        ),
      )}
    </Group>
  );
}
