import { notifications } from '@mantine/notifications';
import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { withUiProvider } from '../../.storybook/with-ui-provider.tsx';
import { resetViewport } from './render-story.tsx';

// Stories keep Storybook's parameters, but render in Mantine's test mode: happy-dom has no layout, so
// positioned dropdowns would otherwise count as detached and stay hidden.
setProjectAnnotations({ ...preview, decorators: [withUiProvider('test')] });

afterEach(() => {
  cleanup();
  resetViewport();
  notifications.clean();
  window.localStorage.clear();
  document.documentElement.className = '';
});
