import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atViewport } from '../../.storybook/viewports.ts';
import { SearchStatusPanel } from './search-status.tsx';

const indexed = {
  pages_indexed: 12_480,
  pages_waiting_ocr: 0,
  pages_ocr_failed: 0,
  archives_waiting: 0,
  ocr_available: true,
};

const meta = {
  title: 'Search/SearchStatusPanel',
  component: SearchStatusPanel,
  args: { status: indexed },
} satisfies Meta<typeof SearchStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page is searchable. */
export const AllIndexed: Story = {};

/** Scans are queued for OCR on a server that has it. */
export const ReadingScans: Story = {
  args: { status: { ...indexed, pages_waiting_ocr: 36, archives_waiting: 2, pages_ocr_failed: 1 } },
};

/** No Tesseract on this server: scans wait, and the panel says how to enable OCR. */
export const OcrMissing: Story = {
  args: { status: { ...indexed, pages_waiting_ocr: 214, ocr_available: false } },
};

/** While GET /admin/search/status runs. */
export const Loading: Story = { args: { status: null, loading: true } };

/** The progress could not be loaded: 重新載入 asks again. */
export const LoadFailed: Story = { args: { status: null, onRetry: fn() } };

/** On a phone the counts stand two by two. */
export const Phone: Story = { ...OcrMissing, globals: atViewport('phone') };

/** No OCR, in English. */
export const OcrMissingEnglish: Story = { ...OcrMissing, globals: { locale: 'en' } };
