import { notifications } from '@mantine/notifications';
import { setProjectAnnotations } from '@storybook/react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { withUiProvider } from '../../.storybook/with-ui-provider.tsx';
import { printDocumentOnlyOnFailure } from './polling-errors.ts';
import { skipElementCreationStacks } from './react-creation-stacks.ts';
import { resetViewport } from './render-story.tsx';

skipElementCreationStacks();
printDocumentOnlyOnFailure();

// Stories keep Storybook's parameters, but render in Mantine's test mode: happy-dom has no layout, so
// positioned dropdowns would otherwise count as detached and stay hidden.
setProjectAnnotations({ ...preview, decorators: [withUiProvider('test')] });

// findBy* and waitFor wait for a state, and give up after this long: a second (the library's default) is less
// than one re-render takes while the machine is busy. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetViewport();
  notifications.clean();
  window.localStorage.clear();
  document.documentElement.className = '';
});
