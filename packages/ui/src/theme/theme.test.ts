import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);

describe('the light scheme’s “light” variants', () => {
  it('draw every colour’s text at 4.5:1 or more on its background, hovered or not', () => {
    const light = cssVariablesResolver(resolved).light;
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const text = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[2]), `${name}, hovered`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leave a colour that reads already as it is', () => {
    expect(cssVariablesResolver(resolved).light).not.toHaveProperty('--mantine-color-gray-light-color');
  });
});
