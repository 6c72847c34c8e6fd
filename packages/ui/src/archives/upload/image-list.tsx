import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@pastexam/api-contract';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { type ChosenImage, moveImage, removeImage, rotateImage } from './chosen-images.ts';

export interface ImageListProps {
  /** The photos in the order they become pages. Required, no default. */
  images: readonly ChosenImage[];
  /** Called with the list reordered, turned or shortened. Required, no default. */
  onChange: (images: ChosenImage[]) => void;
}

/** A small picture of the chosen photo, turned as chosen; none where the browser cannot show a file. */
function Thumbnail({ image }: { image: ChosenImage }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(image.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.file]);
  return (
    <Box
      w={56}
      h={56}
      style={{ display: 'grid', placeItems: 'center', flexShrink: 0, overflow: 'hidden' }}
      bg="var(--mantine-color-default-hover)"
    >
      {url ? (
        <img
          src={url}
          alt=""
          style={{ maxWidth: 56, maxHeight: 56, transform: `rotate(${image.rotation}deg)` }}
        />
      ) : (
        <IconPhoto size={24} aria-hidden style={{ transform: `rotate(${image.rotation}deg)` }} />
      )}
    </Box>
  );
}

type Action = 'up' | 'down';

/**
 * The chosen photos as the pages they become, each with 上移/下移 (buttons, so the keyboard reorders as well
 * as a mouse), 旋轉 90° and 移除. A moved photo keeps the focus on its button, or its other one at an end.
 */
export function ImageList({ images, onChange }: ImageListProps) {
  const t = useT(archivesMessages);
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ key: number; action: Action } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const row = list.current?.querySelector(`[data-key="${focus.key}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`);
    (wanted ?? row?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)'))?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, key: number, action: Action) => {
    onChange(moveImage(images, index, action === 'up' ? -1 : 1));
    setFocus({ key, action });
  };

  return (
    <ol
      ref={list}
      aria-label={t('archives.chosenPhotos')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      {images.map((image, index) => {
        const name = image.file.name;
        return (
          <Paper component="li" key={image.key} data-key={image.key} withBorder p={6}>
            <Group gap="sm" wrap="nowrap">
              <Thumbnail image={image} />
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('archives.photoPage', { page: index + 1, name, size: formatFileSize(image.file.size) })}
                  {image.rotation === 0 ? '' : t('archives.rotated', { degrees: image.rotation })}
                </Text>
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    data-action="up"
                    aria-label={t('archives.moveUpPhoto', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, image.key, 'up')}
                  >
                    {t('archives.moveUp')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    data-action="down"
                    aria-label={t('archives.moveDownPhoto', { name })}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, image.key, 'down')}
                  >
                    {t('archives.moveDown')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={t('archives.rotatePhoto', { name })}
                    onClick={() => onChange(rotateImage(images, index))}
                  >
                    {t('archives.rotate')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('archives.removePhoto', { name })}
                    onClick={() => onChange(removeImage(images, index))}
                  >
                    {t('archives.remove')}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </ol>
  );
}
