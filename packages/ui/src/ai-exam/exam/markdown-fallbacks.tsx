import { Skeleton, Text } from '@mantine/core';
import { useEmbeddedT, useFetchedCatalogue } from './embedded-words.ts';

/** Exam text as written: what is shown where its renderer could not be loaded or could not read it. */
export function RawMarkdown({ children }: { children: string }) {
  return (
    <Text component="pre" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
      {children}
    </Text>
  );
}

/**
 * In the text's place while its renderer loads or renders it. Its name comes with this area's catalogue, fetched
 * then (the pages drawing texts do not carry it): the first placeholder is named a moment after it is drawn.
 */
export function MarkdownLoading() {
  const t = useEmbeddedT(useFetchedCatalogue());
  return <Skeleton height="1.5em" radius="sm" role="status" aria-label={t?.('ai-exam.loading')} />;
}
