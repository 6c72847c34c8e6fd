import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfViewerMessages } from '../i18n/compiled/pdf-viewer.catalogue.ts';
import { loadCatalogue } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './pdf-viewer-frame.stories.tsx';

const { DesktopEnglish } = composeStories(stories);

describe('PdfViewer in English', () => {
  beforeAll(() => loadCatalogue(pdfViewerMessages, 'en'));

  it('names its controls in English', () => {
    renderStory(DesktopEnglish, <DesktopEnglish />);
    const toolbar = screen.getByRole('group', { name: 'PDF tools' });
    expect(within(toolbar).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Zoom out' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Fit to width' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Full screen' })).toBeTruthy();
    expect(within(toolbar).getByRole('link', { name: 'Open in new tab' })).toBeTruthy();
    expect(within(toolbar).getByRole('textbox', { name: 'Page number (of 3 pages)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'PDF pages' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Page 2' })).toBeTruthy();
  });
});
