import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { SearchBox } from './search-box.tsx';

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: { value: '', ...spies('onChange', 'onSubmit') },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, in the wide top bar. */
export const Empty: Story = {};

/** With a query: a button clears it. */
export const Typed: Story = { args: { value: 'AVL 旋轉' } };

/** A query with nothing to search for (only punctuation): the box says so, and nothing is searched. */
export const Unsearchable: Story = { args: { value: '!!!', error: '請輸入要搜尋的文字' } };

/** On a phone: a 🔍 button that opens the box. */
export const Phone: Story = { globals: atViewport('phone') };

/** On a phone, opened: the field over the whole bar, with 關閉搜尋. */
export const PhoneOpened: Story = {
  args: { value: 'AVL 旋轉', defaultOpened: true },
  globals: atViewport('phone'),
};

/** On a phone, opened on a query with nothing to search for. */
export const PhoneUnsearchable: Story = {
  args: { value: '？！', error: '請輸入要搜尋的文字', defaultOpened: true },
  globals: atViewport('phone'),
};

/** Text typed, in English. */
export const TypedEnglish: Story = { ...Typed, globals: { locale: 'en' } };
