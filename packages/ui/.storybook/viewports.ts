/**
 * The widths a designer reviews: a phone (below 576px, where the top bar leaves 登出 to its menu), a tablet
 * (below the 960px layout switch), a desktop and a wide screen (where the top bar names its features in either
 * language).
 */
export const viewports = {
  phone: { name: '手機 375px', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: '平板 768px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: '桌面 1280px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  wide: { name: '寬螢幕 1920px', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Story `globals` that pin a story to one of the viewports above. */
export function atViewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } };
}
