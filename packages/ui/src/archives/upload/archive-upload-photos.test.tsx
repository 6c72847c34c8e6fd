import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory, renderToSubmit } from '../../test/render-story.tsx';
import * as stories from './archive-upload-dialog.stories.tsx';
import { samplePdf, samplePhoto } from './fixtures.ts';

const { FileStep, PhotosChosen, PhotosChosenPhone, PhotosTooMany, SummaryPhotos } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '上傳考古題' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const pages = () =>
  within(within(dialog()).getByRole('list', { name: '已選擇的照片（依頁序）' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.split('（')[0]);

async function choose(...files: File[]) {
  const input = dialog().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, files);
}

describe('ArchiveUploadDialog with photos', () => {
  it('takes several photos, then more, in the order chosen, and sends them in the order arranged', async () => {
    const { onSubmit } = renderToSubmit(FileStep);
    const [a, b, c] = ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.png'].map((name) => samplePhoto(name));
    if (!a || !b || !c) throw new Error('no photos');
    await choose(a, b);
    await choose(c);
    expect(pages()).toEqual(['第 1 頁：IMG_1.jpg', '第 2 頁：IMG_2.jpg', '第 3 頁：IMG_3.png']);
    await userEvent.click(button('上移：IMG_3.png'));
    // The moved photo keeps the focus, so the keyboard can move it on.
    expect(document.activeElement).toBe(button('上移：IMG_3.png'));
    await userEvent.keyboard('{Enter}');
    expect(pages()).toEqual(['第 1 頁：IMG_3.png', '第 2 頁：IMG_1.jpg', '第 3 頁：IMG_2.jpg']);
    // At the top 上移 is off, and the focus moves to 下移.
    expect(button('上移：IMG_3.png').hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(button('下移：IMG_3.png'));
    await userEvent.click(button('旋轉 90°：IMG_2.jpg'));
    await userEvent.click(button('旋轉 90°：IMG_2.jpg'));
    expect(within(dialog()).getByText(/IMG_2\.jpg.*已旋轉 180°/)).toBeTruthy();
    await userEvent.click(button('移除：IMG_1.jpg'));
    expect(pages()).toEqual(['第 1 頁：IMG_3.png', '第 2 頁：IMG_2.jpg']);
    await userEvent.click(button('下一步'));
    const summary = within(dialog()).getByRole('form', { name: '確認' });
    expect(within(summary).getByText('2 張照片，合成一份 PDF（4 KB）')).toBeTruthy();
    await userEvent.click(button('上傳'));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ images: [c, b], rotations: ['0', '180'] }),
    );
  });

  it('moves photos with the keyboard alone', async () => {
    renderStory(PhotosChosenPhone, <PhotosChosenPhone />);
    // The dialog puts the focus on 選擇檔案 as it opens; from there the keyboard goes on to the photos' buttons.
    await waitFor(() => expect(document.activeElement).toBe(button('選擇檔案')));
    await userEvent.tab();
    expect(document.activeElement).toBe(button('下移：IMG_0041.jpg'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(pages()).toEqual(['第 1 頁：IMG_0042.jpg', '第 2 頁：IMG_0043.jpg', '第 3 頁：IMG_0041.jpg']);
  });

  it('a PDF replaces the photos, and a PDF with photos at once is refused', async () => {
    renderStory(PhotosChosen, <PhotosChosen />);
    expect(within(dialog()).getByText(/IMG_0042\.jpg.*已旋轉 90°/)).toBeTruthy();
    await choose(samplePdf('考卷.pdf'), samplePhoto('IMG_9.jpg'));
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      '請選擇一個 PDF 檔案，或一張以上的照片（不可混合）',
    );
    await choose(samplePdf('考卷.pdf'));
    expect(within(dialog()).queryByRole('list', { name: '已選擇的照片（依頁序）' })).toBeNull();
    expect(within(dialog()).getByText('已選擇：考卷.pdf', { exact: false })).toBeTruthy();
  });

  it('refuses more than 30 photos in the server’s words and stays on the file step', async () => {
    renderStory(PhotosTooMany, <PhotosTooMany />);
    expect(within(dialog()).getByRole('alert').textContent).toBe('一次最多上傳 30 張圖片，請分成數份上傳');
    await userEvent.click(button('下一步'));
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
  });

  it('sums up photos without a preview: the PDF is made on the server', () => {
    renderStory(SummaryPhotos, <SummaryPhotos />);
    expect(within(dialog()).getByText('3 張照片，合成一份 PDF（6 KB）')).toBeTruthy();
    expect(within(dialog()).queryByRole('region', { name: / 的預覽$/ })).toBeNull();
  });
});
