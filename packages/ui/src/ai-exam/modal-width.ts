/**
 * The width a Mantine Modal was given, in CSS pixels, read from the `--modal-size` it sets on its root
 * (written in rem of 16px), so tests can check the widths of product §9.5 without a layout engine.
 */
export function modalWidthPx(dialog: HTMLElement): number {
  const root = dialog.closest<HTMLElement>('.mantine-Modal-root');
  const size = root?.style.getPropertyValue('--modal-size') ?? '';
  const rem = /([\d.]+)rem/.exec(size)?.[1];
  if (rem === undefined) throw new Error(`the dialog has no modal size (got "${size}")`);
  return Number(rem) * 16;
}
