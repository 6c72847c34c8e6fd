/** The two widths a designer reviews: either side of the top bar's 960px switch. */
export const viewports = {
  phone: { name: '手機 375px', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  desktop: { name: '桌面 1280px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Story `globals` that pin a story to one of the viewports above. */
export function atViewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } };
}
