import { Box } from '@mantine/core';
import { ANSWER_MAX_LENGTH } from '@pastexam/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { spies } from '../../.storybook/spies.ts';
import { AnswerEditor, type AnswerEditorProps } from './answer-editor.tsx';
import { sampleAnswer } from './fixtures.ts';

/** The editor with its text held, as the app holds it. */
function Controlled(props: AnswerEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AnswerEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Answers/AnswerEditor',
  component: AnswerEditor,
  render: (args) => <Controlled {...args} />,
  args: { value: '', ...spies('onChange', 'onSubmit', 'onCancel') },
  decorators: [
    (Story) => (
      <Box maw={480}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AnswerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: 送出解答 waits for text. */
export const Empty: Story = {};

/** Math and code written; 預覽 renders them. */
export const Written: Story = { args: { value: sampleAnswer().body } };

/** A draft kept from an earlier visit. */
export const Restored: Story = { args: { value: '先寫一半……', restored: true } };

/** Changing an answer already sent. */
export const Editing: Story = { args: { value: sampleAnswer().body, mode: 'edit' } };

/** Over the limit: the count turns red and it cannot be sent. */
export const TooLong: Story = { args: { value: 'x'.repeat(ANSWER_MAX_LENGTH + 1) } };

/** Being sent. */
export const Submitting: Story = { args: { value: '答案是 42', submitting: true } };

/** The server refused it: its reason above the field. */
export const Refused: Story = { args: { value: '答案是 42', error: '解答送出太頻繁，請稍後再試' } };
