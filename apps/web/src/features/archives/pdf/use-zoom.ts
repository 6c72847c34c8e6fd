import { useState } from 'react';
import { PAGE_PADDING } from './page-layout.ts';
import { fitWidthZoom, type ZoomSetting } from './zoom.ts';
import { readZoom, writeZoom } from './zoom-memory.ts';

/**
 * The viewer's zoom: fitted to the view's width (following it) or fixed, started from the last viewer of the
 * tab's and remembered for the next.
 */
export function useZoom(firstPageWidth: number, viewWidth: number) {
  const [setting, setSetting] = useState<ZoomSetting>(() => readZoom(window.sessionStorage));
  const zoom =
    setting === 'page-width' ? fitWidthZoom(firstPageWidth, viewWidth - 2 * PAGE_PADDING) : setting;
  function set(next: ZoomSetting) {
    setSetting(next);
    writeZoom(window.sessionStorage, next);
  }
  return { fitWidth: setting === 'page-width', zoom, set };
}
