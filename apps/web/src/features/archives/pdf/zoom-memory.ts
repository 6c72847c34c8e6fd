import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { z } from 'zod';
import { MAX_ZOOM, MIN_ZOOM, type ZoomSetting } from './zoom.ts';

/** sessionStorage `pdfZoom`: the viewer's last zoom, `"page-width"` or a zoom within the viewer's range. */
const zoomSettingSchema = z.union([z.literal('page-width'), z.number().min(MIN_ZOOM).max(MAX_ZOOM)]);

/** The zoom the last viewer of this tab was left at; fit to width when there is none or it is not one. */
export function readZoom(storage: Storage): ZoomSetting {
  try {
    const parsed = zoomSettingSchema.safeParse(JSON.parse(storage.getItem(storageKeys.pdfZoom) ?? 'null'));
    return parsed.success ? parsed.data : 'page-width';
  } catch {
    return 'page-width';
  }
}

export function writeZoom(storage: Storage, zoom: ZoomSetting): void {
  try {
    storage.setItem(storageKeys.pdfZoom, JSON.stringify(zoom));
  } catch {
    // A full or refused storage only means the next viewer starts fitted to its width.
  }
}
