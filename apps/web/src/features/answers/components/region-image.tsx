import { Center, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FileRegion, ViewerLink } from '../../../lib/viewer-link.ts';

/** The place of a region before its file is open (how tall it will be is not known yet) or once it failed, in px. */
const PLACEHOLDER_HEIGHT = 120;
/** The least place of a region being drawn: its loader's, in px. */
const LOADER_HEIGHT = 24;

export type RegionImageProps = {
  link: ViewerLink;
  /** The question's region. */
  region: FileRegion;
  /** The image's name for assistive technology (`第 2 題的題目`). */
  label: string;
};

/**
 * A question's region of the PDF, drawn by the viewer as an image as wide as its place. Its place is as tall as
 * the image will be from when the file is open, so nothing below it (the answers, their buttons) moves when the
 * drawing arrives.
 */
export function RegionImage({ link, region, label }: RegionImageProps) {
  const t = useT(answersMessages);
  const drawing = useSyncExternalStore(link.subscribe, link.drawRegion, link.drawRegion);
  const { ref: sized, width } = useElementSize();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const { from, to } = region;

  useEffect(() => {
    if (!drawing || width === 0) return;
    let cancelled = false;
    setState('drawing');
    drawing.draw({ from, to }, Math.round(width), label).then(
      (canvas) => {
        if (cancelled) return;
        holder.current?.replaceChildren(canvas);
        setState('drawn');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [drawing, width, from.page, from.top, to.page, to.top, label]);

  const known = drawing && width > 0 && state === 'drawing';
  const reserved = known
    ? Math.max(drawing.height({ from, to }, Math.round(width)), LOADER_HEIGHT)
    : PLACEHOLDER_HEIGHT;
  return (
    <div ref={sized} style={{ minHeight: state === 'drawn' ? undefined : reserved, position: 'relative' }}>
      <div ref={holder} />
      {state !== 'drawn' && (
        <Center pos="absolute" inset={0}>
          {state === 'failed' ? (
            <Text size="sm" c="dimmed">
              {t('answers.regionFailed')}
            </Text>
          ) : (
            <Loader size="sm" role="status" aria-label={t('answers.drawingRegion')} />
          )}
        </Center>
      )}
    </div>
  );
}
