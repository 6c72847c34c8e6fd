import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { atViewport, viewports } from './viewports.ts';
import { withUiProvider } from './with-ui-provider.tsx';

const preview: Preview = {
  // Stories are reviewed at desktop width unless they pin the phone's (`globals: atViewport('phone')`).
  initialGlobals: atViewport('desktop'),
  decorators: [withUiProvider()],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
  },
};

export default preview;
