import { Center, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FileRegion, ViewerLink } from '../../../lib/viewer-link.ts';

export type RegionImageProps = {
  link: ViewerLink;
  /** The question's region. */
  region: FileRegion;
  /** The image's name for assistive technology (`第 2 題的題目`). */
  label: string;
};

/** A question's region of the PDF, drawn by the viewer as an image as wide as its place. */
export function RegionImage({ link, region, label }: RegionImageProps) {
  const t = useT(answersMessages);
  const draw = useSyncExternalStore(link.subscribe, link.drawRegion, link.drawRegion);
  const { ref: sized, width } = useElementSize();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const { from, to } = region;

  useEffect(() => {
    if (!draw || width === 0) return;
    let cancelled = false;
    setState('drawing');
    draw({ from, to }, Math.round(width), label).then(
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
  }, [draw, width, from.page, from.top, to.page, to.top, label]);

  return (
    <div ref={sized} style={{ minHeight: state === 'drawn' ? undefined : 120, position: 'relative' }}>
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
