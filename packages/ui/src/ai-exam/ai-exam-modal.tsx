import { Box, Button, Group } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDownload,
  IconFileTypePdf,
  IconRefresh,
  IconSettings,
  IconSparkles,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/ai-exam.zh-TW.ts';
import { ResultStep } from './result-step.tsx';
import { SelectArchivesStep } from './select-archives-step.tsx';
import { SelectProfessorStep } from './select-professor-step.tsx';
import { ErrorStep, GeneratingStep, LoadingStep } from './status-steps.tsx';
import type { AiExamHandlers, AiExamView } from './types.ts';

/** product §9.5: the AI exam modal is 900px wide. */
export const AI_EXAM_MODAL_WIDTH = 900;

export interface AiExamModalProps {
  /** Whether the modal is shown. Required, no default. */
  opened: boolean;
  /** The step to show with its data. Required, no default. */
  view: AiExamView;
  /** The user's actions in the steps. Required, no default. */
  handlers: AiExamHandlers;
  /** Called by API Key 設定, offered on every step. Required, no default. */
  onOpenApiKey: () => void;
  /** Called by the close button, Escape or a click outside. Required, no default. */
  onClose: () => void;
  /** The id inside a `Modal.Stack` when stacked with the key modal. Default: not stacked. */
  stackId?: string;
}

function body(view: AiExamView, handlers: AiExamHandlers): ReactNode {
  switch (view.step) {
    case 'loading':
      return <LoadingStep />;
    case 'select-professor':
      return <SelectProfessorStep view={view} handlers={handlers} />;
    case 'select-archives':
      return <SelectArchivesStep view={view} handlers={handlers} />;
    case 'generating':
      return <GeneratingStep view={view} />;
    case 'result':
      return <ResultStep view={view} handlers={handlers} />;
    case 'error':
      return <ErrorStep view={view} />;
  }
}

/** One button at the modal's foot: the step's main one is filled, the others are plain. */
type StepAction = {
  label: string;
  icon: TablerIcon;
  onClick: () => void;
  /** Filled rather than plain. */
  main?: boolean;
  /** The icon after the label, as for 下一步. */
  iconAfter?: boolean;
  disabled?: boolean;
  loading?: boolean;
};

function stepActions(
  view: AiExamView,
  handlers: AiExamHandlers,
  t: Translate<MessageId>,
  core: Translate,
): StepAction[] {
  switch (view.step) {
    case 'select-professor': {
      const ready = view.category !== null && view.courseId !== null && view.professor !== null;
      return [
        {
          label: t('ai-exam.next'),
          icon: IconArrowRight,
          iconAfter: true,
          main: true,
          disabled: !ready,
          loading: view.checking,
          onClick: handlers.onNext,
        },
      ];
    }
    case 'select-archives':
      return [
        { label: t('ai-exam.back'), icon: IconArrowLeft, onClick: handlers.onBack },
        {
          label: t('ai-exam.start'),
          icon: IconSparkles,
          main: true,
          disabled: view.selectedIds.length === 0,
          onClick: handlers.onStart,
        },
      ];
    case 'result':
      return [
        { label: t('ai-exam.regenerate'), icon: IconRefresh, onClick: handlers.onRegenerate },
        { label: t('ai-exam.downloadTxt'), icon: IconDownload, onClick: handlers.onDownload },
        { label: t('ai-exam.downloadPdf'), icon: IconFileTypePdf, main: true, onClick: handlers.onPrint },
      ];
    case 'error':
      return [{ label: core('common.retry'), icon: IconRefresh, main: true, onClick: handlers.onRetry }];
    default:
      return [];
  }
}

function StepButton({ label, icon: Icon, onClick, main, iconAfter, disabled, loading }: StepAction) {
  const icon = <Icon size={16} aria-hidden />;
  return (
    <Button
      variant={main ? undefined : 'default'}
      leftSection={iconAfter ? undefined : icon}
      rightSection={iconAfter ? icon : undefined}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** AI 生成模擬試題: the steps of product §6.1 with their buttons; all behaviour lives with the caller. */
export function AiExamModal({ view, handlers, onOpenApiKey, ...frame }: AiExamModalProps) {
  const t = useT(aiExamMessages);
  const core = useT();
  return (
    <DialogFrame {...frame} title={t('ai-exam.title')} width={AI_EXAM_MODAL_WIDTH}>
      <Box mih={120}>{body(view, handlers)}</Box>
      <Group justify="space-between" mt="lg" gap="sm">
        <Button variant="default" leftSection={<IconSettings size={16} aria-hidden />} onClick={onOpenApiKey}>
          {t('ai-exam.apiKeySettings')}
        </Button>
        <Group gap="sm">
          {stepActions(view, handlers, t, core).map((action) => (
            <StepButton key={action.label} {...action} />
          ))}
        </Group>
      </Group>
    </DialogFrame>
  );
}
