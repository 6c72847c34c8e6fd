import { Box, Button, Group } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDownload,
  IconFileTypePdf,
  IconRefresh,
  IconSettings,
  IconSparkles,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
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

function actions(view: AiExamView, handlers: AiExamHandlers): ReactNode {
  switch (view.step) {
    case 'select-professor': {
      const ready = view.category !== null && view.courseId !== null && view.professor !== null;
      return (
        <Button
          rightSection={<IconArrowRight size={16} aria-hidden />}
          disabled={!ready}
          loading={view.checking}
          onClick={handlers.onNext}
        >
          下一步
        </Button>
      );
    }
    case 'select-archives':
      return (
        <>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={handlers.onBack}
          >
            上一步
          </Button>
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            disabled={view.selectedIds.length === 0}
            onClick={handlers.onStart}
          >
            開始生成
          </Button>
        </>
      );
    case 'result':
      return (
        <>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={handlers.onRegenerate}
          >
            重新生成
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={handlers.onDownload}
          >
            下載 TXT
          </Button>
          <Button leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={handlers.onPrint}>
            下載 PDF
          </Button>
        </>
      );
    case 'error':
      return (
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={handlers.onRetry}>
          重試
        </Button>
      );
    default:
      return null;
  }
}

/** AI 生成模擬試題: the steps of product §6.1 with their buttons; all behaviour lives with the caller. */
export function AiExamModal({ opened, view, handlers, onOpenApiKey, onClose, stackId }: AiExamModalProps) {
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title="AI 生成模擬試題"
      width={AI_EXAM_MODAL_WIDTH}
      stackId={stackId}
    >
      <Box mih={120}>{body(view, handlers)}</Box>
      <Group justify="space-between" mt="lg" gap="sm">
        <Button variant="default" leftSection={<IconSettings size={16} aria-hidden />} onClick={onOpenApiKey}>
          API Key 設定
        </Button>
        <Group gap="sm">{actions(view, handlers)}</Group>
      </Group>
    </DialogFrame>
  );
}
