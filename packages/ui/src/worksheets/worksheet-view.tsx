import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Worksheet, WorksheetQuestion } from '@pastexam/api-contract';
import { worksheetQuestionSource } from '@pastexam/api-contract/labels';
import { IconArrowDown, IconArrowUp, IconDownload, IconLink, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { followInPage } from '../archives/plain-click.ts';
import { worksheetsMessages } from '../i18n/compiled/worksheets.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { TopicOption } from '../topics/topic-options.ts';
import { AddTopicQuestions } from './add-topic-questions.tsx';

export interface WorksheetViewProps {
  /** The worksheet as the server gives it; `is_owner` decides whether it may be changed. Required, no default. */
  worksheet: Worksheet;
  /** The address that opens a question's exam at the question. Required, no default. */
  questionHref: (question: WorksheetQuestion) => string;
  /** Called instead of following a plain click on a question's link. Default: links followed. */
  onOpenQuestion?: (question: WorksheetQuestion) => void;
  /** The owner renames it. Required, no default. */
  onRename: (title: string) => void;
  /** The owner sets its questions' order, or leaves one out: the ids of all its questions, in order. Required. */
  onReorder: (questionIds: number[]) => void;
  /** 複製連結. Required, no default. */
  onCopyLink: () => void;
  /** 下載 PDF, with or without each question's top answer. Required, no default. */
  onDownload: (withAnswers: boolean) => void;
  /** The PDF is being printed: 下載 PDF waits. Default: false. */
  exporting?: boolean;
  /** A change of the owner's is on its way: the controls wait. Default: false. */
  saving?: boolean;
  /** The topics the owner may add by (依主題加入); left out, the owner adds by hand only. Default: none. */
  topics?: readonly TopicOption[];
  /** 依主題加入's 加入, with the topic chosen. Default: none (no 依主題加入). */
  onAddTopic?: (topicId: number) => void;
}

/** The ids in order with the one at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

function TitleForm({
  title,
  onRename,
  saving,
}: {
  title: string;
  onRename: (title: string) => void;
  saving: boolean;
}) {
  const t = useT(worksheetsMessages);
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);
  const trimmed = draft.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '' && trimmed !== title) onRename(trimmed);
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('worksheets.titleLabel')}
          value={draft}
          maxLength={60}
          style={{ flex: 1 }}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button
          type="submit"
          variant="default"
          disabled={trimmed === '' || trimmed === title}
          loading={saving}
        >
          {t('worksheets.saveTitle')}
        </Button>
      </Group>
    </form>
  );
}

/** One question of the list: its link and source, and for the owner 上移 / 下移 / 移除 (`moves`). */
function QuestionRow({
  question,
  index,
  href,
  onOpen,
  moves,
}: {
  question: WorksheetQuestion;
  /** Its place in the list, from 0. */
  index: number;
  href: string;
  onOpen: (() => void) | undefined;
  moves: Omit<QuestionMovesProps, 'index'> | null;
}) {
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor href={href} fw={600} onClick={onOpen && followInPage(onOpen)}>
            {index + 1}. {question.question_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {worksheetQuestionSource(question, labels, formats.academicYear)}
          </Text>
        </Stack>
        {moves && <QuestionMoves question={question} index={index} {...moves} />}
      </Group>
    </Paper>
  );
}

type QuestionMovesProps = {
  /** The question's place in the list, from 0. */
  index: number;
  /** Every question's id, in order. */
  ids: readonly number[];
  saving: boolean;
  onReorder: (questionIds: number[]) => void;
};

/** The owner's 上移, 下移 and 移除 of one question. */
function QuestionMoves({
  question,
  index,
  ids,
  saving,
  onReorder,
}: QuestionMovesProps & { question: WorksheetQuestion }) {
  const t = useT(worksheetsMessages);
  const named = { place: index + 1, name: question.question_name };
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('worksheets.moveUp', named)}
        disabled={index === 0 || saving}
        onClick={() => onReorder(moved(ids, index, index - 1))}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('worksheets.moveDown', named)}
        disabled={index === ids.length - 1 || saving}
        onClick={() => onReorder(moved(ids, index, index + 1))}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('worksheets.remove', named)}
        disabled={saving}
        onClick={() => onReorder(ids.filter((id) => id !== question.question_id))}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * A worksheet's page: its title (editable by its owner), its questions in order with their sources, each
 * linking to the question, 上移 / 下移 / 移除 for the owner, 複製連結, and 下載 PDF with or without answers.
 */
export function WorksheetView({
  worksheet,
  questionHref,
  onOpenQuestion,
  onRename,
  onReorder,
  onCopyLink,
  onDownload,
  exporting = false,
  saving = false,
  topics = [],
  onAddTopic,
}: WorksheetViewProps) {
  const t = useT(worksheetsMessages);
  const [withAnswers, setWithAnswers] = useState(false);
  const ids = worksheet.questions.map((question) => question.question_id);
  const count = worksheet.questions.length;
  return (
    <Stack gap="md">
      {worksheet.is_owner ? (
        <>
          <Title order={1} size="h2">
            {worksheet.title}
          </Title>
          <TitleForm title={worksheet.title} onRename={onRename} saving={saving} />
          {onAddTopic && <AddTopicQuestions topics={topics} onAdd={onAddTopic} adding={saving} />}
        </>
      ) : (
        <Stack gap={4}>
          <Title order={1} size="h2">
            {worksheet.title}
          </Title>
          <Text c="dimmed">{t('worksheets.readOnly', { owner: worksheet.owner_name })}</Text>
        </Stack>
      )}
      <Group gap="sm">
        <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={onCopyLink}>
          {t('worksheets.copyLink')}
        </Button>
        <Switch
          label={t('worksheets.withAnswers')}
          checked={withAnswers}
          onChange={(event) => setWithAnswers(event.currentTarget.checked)}
        />
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          disabled={count === 0}
          onClick={() => onDownload(withAnswers)}
        >
          {t('worksheets.download')}
        </Button>
      </Group>
      {count === 0 ? (
        <Text c="dimmed">
          {t(worksheet.is_owner && onAddTopic ? 'worksheets.emptyOwner' : 'worksheets.empty')}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('worksheets.questions')}
        >
          {worksheet.questions.map((question, index) => (
            <QuestionRow
              key={question.question_id}
              question={question}
              index={index}
              href={questionHref(question)}
              onOpen={onOpenQuestion && (() => onOpenQuestion(question))}
              moves={worksheet.is_owner ? { ids, saving, onReorder } : null}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
