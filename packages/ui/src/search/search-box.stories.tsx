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

/** On a phone: a 🔍 button that opens the box. */
export const Phone: Story = { globals: atViewport('phone') };
