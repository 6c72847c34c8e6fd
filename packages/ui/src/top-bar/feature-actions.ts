import { IconMessageReport, IconSettings, IconSparkles, type TablerIcon } from '@tabler/icons-react';
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
export type FeatureActionHandlers = Pick<TopBarProps, 'onOpenAdmin' | 'onReportIssue' | 'onOpenAiExam'>;

/**
 * The features in the order the bar and the 選單 menu both list them: 系統管理 (admins only), 問題回報 and
 * AI 模擬試題.
 */
export function featureActions(user: TopBarUser, handlers: FeatureActionHandlers): FeatureAction[] {
  const everyone: FeatureAction[] = [
    { action: 'issue-report', label: '問題回報', Icon: IconMessageReport, onClick: handlers.onReportIssue },
    { action: 'ai-exam', label: 'AI 模擬試題', Icon: IconSparkles, onClick: handlers.onOpenAiExam },
  ];
  return user.isAdmin
    ? [{ action: 'admin', label: '系統管理', Icon: IconSettings, onClick: handlers.onOpenAdmin }, ...everyone]
    : everyone;
}
