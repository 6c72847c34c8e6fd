import { Paper, Stack, Text } from '@mantine/core';
import { pdfViewerMessages } from '../i18n/compiled/pdf-viewer.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

/** Stand-ins for the pages the web app draws with pdf.js, for stories. */
export function SamplePages({ count }: { /** How many pages. Required. */ count: number }) {
  const t = useT(pdfViewerMessages);
  return (
    <Stack gap="md" align="center">
      {Array.from({ length: count }, (_, index) => (
        <Paper
          key={index}
          role="img"
          aria-label={t('pdf-viewer.page', { page: index + 1 })}
          shadow="sm"
          w="100%"
          maw={640}
          h={820}
          p="xl"
        >
          <Text c="dark.9">Midterm Exam — page {index + 1}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
