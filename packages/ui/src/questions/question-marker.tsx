import { ActionIcon, Group, Text } from '@mantine/core';
import type { QuestionStatus } from '@pastexam/api-contract';
import type { KeyboardEvent, PointerEvent } from 'react';
import { questionsMessages } from '../i18n/compiled/questions.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/questions.zh-TW.ts';

export interface QuestionMarkerProps {
  /** The question's name (`第 3 題`). Required. */
  name: string;
  /** The page it starts on, from 1. Required. */
  page: number;
  /** How far down the page it starts, 0 at the top and 1 at the bottom. Required. */
  top: number;
  /** `proposed` draws it dashed and marked 建議; `confirmed` solid. Required. */
  status: QuestionStatus;
  /**
   * The reader may move it (drag, arrow keys), confirm it (Enter), remove it (Delete) and rename it; otherwise it
   * is only shown. Default false.
   */
  editable?: boolean;
  /** Being moved and not yet saved: drawn highlighted. Default false. */
  moving?: boolean;
  /** Keys on the focused marker. Default: none. */
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** A pointer (mouse, pen or finger) pressed on the marker, to drag it. Default: none. */
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  /** 重新命名. Default: none (no button). */
  onRename?: () => void;
  /** 刪除. Default: none (no button). */
  onRemove?: () => void;
}

/** `第 3 題 起點，第 2 頁 35%`, and 建議 for a proposal: what a screen reader says of a marker. */
export const markerLabel = (
  t: Translate<MessageId>,
  { name, page, top, status }: Pick<QuestionMarkerProps, 'name' | 'page' | 'top' | 'status'>,
) =>
  t(status === 'proposed' ? 'questions.markerLabelProposed' : 'questions.markerLabel', {
    name,
    page,
    percent: Math.round(top * 100),
  });

/**
 * Where a question starts, drawn across its page at its height with its name: dashed and marked 建議 while it is a
 * proposal, solid once confirmed. Absolutely positioned: its parent is the page.
 */
export function QuestionMarker({
  name,
  page,
  top,
  status,
  editable = false,
  moving = false,
  onKeyDown,
  onPointerDown,
  onRename,
  onRemove,
}: QuestionMarkerProps) {
  const t = useT(questionsMessages);
  const proposed = status === 'proposed';
  // Dark enough for white text on them in both themes (WCAG AA).
  const color = proposed ? '#8a3a00' : 'var(--mantine-color-blue-9)';
  const label = (
    <Text span size="xs" fw={700} c="white">
      {name}
    </Text>
  );
  // Beside the name rather than in it: a button's visible text must be part of its accessible name, which says
  // （建議） itself.
  const proposal = proposed && (
    <Text
      span
      size="xs"
      c="white"
      aria-hidden
      style={{ background: color, border: '1px solid white', borderRadius: 3, padding: '0 3px' }}
    >
      {t('questions.proposed')}
    </Text>
  );
  return (
    <div
      data-question-marker={status}
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: `${top * 100}%`,
        borderTop: `2px ${proposed ? 'dashed' : 'solid'} ${color}`,
        boxShadow: moving ? `0 0 0 3px ${color}` : undefined,
        pointerEvents: 'none',
        zIndex: 2,
      }}
    >
      <Group gap={2} wrap="nowrap" style={{ position: 'absolute', left: 4, top: -12, pointerEvents: 'auto' }}>
        {editable ? (
          <button
            type="button"
            aria-label={markerLabel(t, { name, page, top, status })}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            style={{
              background: color,
              border: 'none',
              borderRadius: 4,
              padding: '2px 6px',
              cursor: 'grab',
              touchAction: 'none',
            }}
          >
            {label}
          </button>
        ) : (
          <div style={{ background: color, borderRadius: 4, padding: '2px 6px' }}>{label}</div>
        )}
        {proposal}
        {editable && onRename && (
          <ActionIcon
            size="sm"
            variant="default"
            aria-label={t('questions.rename', { name })}
            onClick={onRename}
          >
            ✎
          </ActionIcon>
        )}
        {editable && onRemove && (
          <ActionIcon
            size="sm"
            variant="default"
            aria-label={t('questions.remove', { name })}
            onClick={onRemove}
          >
            ×
          </ActionIcon>
        )}
      </Group>
    </div>
  );
}
