import { Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DialogFrame, SaveCancelButtons } from './dialog-frame.tsx';

/** The frame the site's dialogs share, here around a one-field form with 取消 and 儲存. */
const meta = {
  title: 'Components/DialogFrame',
  component: DialogFrame,
  args: {
    opened: true,
    onClose: fn(),
    title: '重新命名',
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <TextInput label="名稱" defaultValue="第 3 題" />
          <SaveCancelButtons saving={false} onCancel={fn()} />
        </Stack>
      </form>
    ),
  },
} satisfies Meta<typeof DialogFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, nothing running. */
export const Open: Story = {};

/** A call is running: the close button waits. */
export const Busy: Story = { args: { busy: true } };

/** In English: the frame's own words (close, cancel, save) are English; the caller's title as given. */
export const OpenEnglish: Story = { args: { title: 'Rename' }, globals: { locale: 'en' } };
