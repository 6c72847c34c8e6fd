import { rotationField } from '@pastexam/api-contract';
import { useMemo, useState } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { type ChosenImage, chooseImages, imagesProblem, looksLikeImage } from './chosen-images.ts';
import { type ReadPdf, useCheckedFile } from './pdf-check.ts';
import type { UploadDraft, UploadSource } from './upload-draft.ts';

/**
 * The file step's choice: one PDF (checked as soon as it is chosen, pdf-check.ts) or photos in page order, what
 * is wrong with it in the server's words, and what the upload sends of it.
 */
export function useUploadFiles(
  initial: Pick<UploadDraft, 'file' | 'images'>,
  maxBytes: number | null,
  readPdf: ReadPdf | undefined,
) {
  const t = useT(archivesMessages);
  const [checkedFile, chooseFile] = useCheckedFile(initial.file, maxBytes, readPdf);
  const [images, setImages] = useState<readonly ChosenImage[]>(initial.images ?? []);
  // Several files of which some are no photos: neither one PDF nor photos.
  const [mixed, setMixed] = useState(false);
  const file = checkedFile?.file ?? null;
  const photos = images.length > 0;

  /** One PDF replaces whatever was chosen; photos are added after those already chosen. */
  function chooseFiles(files: readonly File[]) {
    const [first] = files;
    const allPhotos = files.every(looksLikeImage);
    setMixed(files.length > 1 && !allPhotos);
    if (allPhotos) {
      chooseFile(null);
      setImages((chosen) => [...chosen, ...chooseImages(files)]);
    } else if (first && files.length === 1) {
      setImages([]);
      chooseFile(first);
    }
  }

  const fileProblem = mixed
    ? t('archives.mixedChoice')
    : photos
      ? imagesProblem(images, maxBytes)
      : checkedFile
        ? checkedFile.problem
        : t('archives.nothingChosen');
  // One object while the choice is unchanged, so that those told of it are told once.
  const source = useMemo(
    (): UploadSource | null =>
      images.length > 0
        ? {
            images: images.map((image) => image.file),
            rotations: images.map((image) => rotationField(image.rotation)),
          }
        : file && { file },
    [file, images],
  );

  return {
    file,
    images,
    setImages,
    chooseFiles,
    checking: checkedFile?.checking === true,
    /** Nothing chosen yet, and nothing wrongly chosen: the step asks only once the user tries to go on. */
    chosenNothing: checkedFile === null && !photos && !mixed,
    fileProblem,
    source,
  };
}
