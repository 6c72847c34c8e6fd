import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { AnswerCard } from './answer-card.tsx';
import { AnswerComments } from './answer-comments.tsx';
import {
  aiDraftAnswer,
  hostileBody,
  officialAnswer,
  ownEditedAnswer,
  sampleAnswer,
  sampleComments,
  sampleNow,
  sampleViewerId,
  suspectedHiddenAnswer,
  ta,
} from './fixtures.ts';

const meta = {
  title: 'Answers/AnswerCard',
  component: AnswerCard,
  args: {
    answer: sampleAnswer(),
    viewerId: sampleViewerId,
    now: sampleNow,
    ...spies('onVote', 'onEndorse', 'onMarkOfficial', 'onEdit', 'onDelete', 'onFlag', 'onShowVersions'),
  },
  decorators: [
    (Story) => (
      <Box maw={420}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AnswerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's answer: math and code rendered, votes, 檢舉 in the menu. */
export const Default: Story = {};

/** Marked official and endorsed by the course's expert; the reader voted it up. */
export const Official: Story = { args: { answer: officialAnswer } };

/** An AI draft: its model and the part of the PDF it read. */
export const AiDraft: Story = { args: { answer: aiDraftAnswer } };

/** The reader's own answer, started from an AI draft and edited: edit, delete and 版本紀錄. */
export const OwnEdited: Story = { args: { answer: ownEditedAnswer } };

/** Flagged as AI-written by several readers and hidden by an administrator; the reader voted it down. */
export const SuspectedAndHidden: Story = { args: { answer: suspectedHiddenAnswer } };

/** The course's expert reads it: 以專家身分認可 and 官方解答. */
export const AsExpert: Story = {
  args: {
    viewerId: ta.id,
    answer: sampleAnswer({ can: { edit: false, delete: false, endorse: true, mark_official: true } }),
  },
};

/** An expert's endorsement already given, seen by that expert: the button is pressed. */
export const EndorsedByReader: Story = {
  args: {
    viewerId: ta.id,
    answer: sampleAnswer({
      endorsed_by: [ta],
      can: { edit: false, delete: false, endorse: true, mark_official: true },
    }),
  },
};

/** Hostile Markdown: shown as text, nothing runs or loads. */
export const Hostile: Story = { args: { answer: sampleAnswer({ body: hostileBody }) } };

/** With its comments opened. */
export const WithComments: Story = {
  args: {
    renderComments: () => (
      <AnswerComments
        comments={sampleComments}
        viewer={{ id: sampleViewerId, is_admin: false }}
        now={sampleNow}
        draft=""
        {...spies('onDraftChange', 'onSend', 'onDelete')}
      />
    ),
  },
};

/** An expert reading it in English: 以專家身分認可 and 官方解答 in English, the answer as written. */
export const AsExpertEnglish: Story = { ...AsExpert, globals: { locale: 'en' } };

/** The reader's own edited answer, in English: its badges and menu in English. */
export const OwnEditedEnglish: Story = { ...OwnEdited, globals: { locale: 'en' } };
