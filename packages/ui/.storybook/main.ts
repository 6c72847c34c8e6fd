import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Builds must work offline and without reporting anywhere.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    const previous = viteConfig.build?.rolldownOptions?.onwarn;
    return mergeConfig(viteConfig, {
      build: {
        // The preview iframe carries Storybook's own runtime; its size says nothing about the product bundle.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // Mantine marks its modules "use client" for React Server Components; a client bundle
          // has no use for the directive, so the warning about dropping it is noise.
          onwarn: (warning, handler) => {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previous) previous(warning, handler);
            else handler(warning);
          },
        },
      },
    });
  },
};

export default config;
