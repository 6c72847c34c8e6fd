import {
  IconHierarchy2,
  IconMessageReport,
  IconSettings,
  IconSparkles,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Translate } from '../i18n/i18n.ts';
import type { TopBarAction } from './intent.ts';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';

/** One of the site's features a signed-in user opens from the top bar. */
export interface FeatureAction {
  /** The action its intent reports, also its key among the others. */
  action: TopBarAction;
  /** The button's or menu item's text, also its accessible name. */
  label: string;
  /** The icon before the label; each place draws it at its own size. */
  Icon: TablerIcon;
  /** The caller's handler for it. */
  onClick: () => void;
}

/** The handlers of the features, as the top bar receives them. */
export type FeatureActionHandlers = Pick<
  TopBarProps,
  'onOpenAdmin' | 'onOpenTopics' | 'onReportIssue' | 'onOpenAiExam'
>;

/**
 * The features in the order the bar and the 選單 menu both list them: 系統管理 (admins only), 主題, 問題回報 and
 * AI 模擬試題, in the active language.
 */
export function featureActions(
  user: TopBarUser,
  handlers: FeatureActionHandlers,
  t: Translate,
): FeatureAction[] {
  const everyone: FeatureAction[] = [
    { action: 'topics', label: t('topBar.topics'), Icon: IconHierarchy2, onClick: handlers.onOpenTopics },
    {
      action: 'issue-report',
      label: t('topBar.issueReport'),
      Icon: IconMessageReport,
      onClick: handlers.onReportIssue,
    },
    { action: 'ai-exam', label: t('topBar.aiExam'), Icon: IconSparkles, onClick: handlers.onOpenAiExam },
  ];
  const admin: FeatureAction = {
    action: 'admin',
    label: t('topBar.admin'),
    Icon: IconSettings,
    onClick: handlers.onOpenAdmin,
  };
  return user.isAdmin ? [admin, ...everyone] : everyone;
}
