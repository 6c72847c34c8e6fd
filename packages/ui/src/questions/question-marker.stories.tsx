import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { QuestionMarker } from './question-marker.tsx';

/** A page-sized box for a marker to sit on. */
function Page({ children }: { children: React.ReactNode }) {
  return <div style={{ position: 'relative', width: 480, height: 320, background: 'white' }}>{children}</div>;
}

const meta = {
  title: 'Questions/QuestionMarker',
  component: QuestionMarker,
  args: { name: '第 3 題', page: 2, top: 0.35, status: 'proposed' },
  decorators: [(Story) => <Page>{Story()}</Page>],
} satisfies Meta<typeof QuestionMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Found in the text, shown to a reader who may not change it (a locked archive): dashed, 建議. */
export const Proposal: Story = {};

/** Confirmed by a person: solid. */
export const Confirmed: Story = { args: { status: 'confirmed' } };

/** A signed-in reader may drag it, move it with the arrow keys, rename and remove it. */
export const Editable: Story = {
  args: { editable: true, ...spies('onKeyDown', 'onPointerDown', 'onRename', 'onRemove') },
};

/** Being moved and not yet saved. */
export const Moving: Story = { args: { editable: true, moving: true, status: 'confirmed' } };

/** An editable proposal, in English. */
export const EditableEnglish: Story = { ...Editable, globals: { locale: 'en' } };
