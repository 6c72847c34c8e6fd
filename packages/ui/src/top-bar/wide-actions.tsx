import { Button, Group } from '@mantine/core';
import { useT } from '../i18n/locale-provider.tsx';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import { useLabelledTopBar } from '../theme/use-labelled-top-bar.ts';
import type { AccountItemsProps } from './account-items.tsx';
import { type FeatureAction, type FeatureActionHandlers, featureActions } from './feature-actions.ts';
import { intentHandlers } from './intent.ts';
import { NamedIcon } from './named-icon.tsx';
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
  const labelled = useLabelledTopBar();
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom={LAYOUT_BREAKPOINT}>
      <UserMenuLoader {...account} />
      {featureActions(account.user, { onOpenAdmin, onOpenTopics, onReportIssue, onOpenAiExam }, t).map(
        (feature) => (
          <FeatureButton
            key={feature.action}
            feature={feature}
            labelled={labelled}
            {...intentHandlers(feature.action, account.onIntent)}
          />
        ),
      )}
    </Group>
  );
}

function FeatureButton({
  feature: { label, Icon, onClick },
  labelled,
  ...intent
}: { feature: FeatureAction; labelled: boolean } & ReturnType<typeof intentHandlers>) {
  if (labelled)
    return (
      <Button variant="subtle" leftSection={<Icon size={18} aria-hidden />} onClick={onClick} {...intent}>
        {label}
      </Button>
    );
  return (
    <NamedIcon name={label} onClick={onClick} {...intent}>
      <Icon size={20} aria-hidden />
    </NamedIcon>
  );
}
