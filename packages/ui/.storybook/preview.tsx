import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { viewports } from './viewports.ts';
import { withUiProvider } from './with-ui-provider.tsx';

const preview: Preview = {
  decorators: [withUiProvider()],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
  },
};

export default preview;
