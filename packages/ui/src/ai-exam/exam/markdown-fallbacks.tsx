import { Skeleton, Text } from '@mantine/core';
import { useEmbeddedT } from './embedded-words.ts';

/** Exam text as written: what is shown where its renderer could not be loaded or could not read it. */
export function RawMarkdown({ children }: { children: string }) {
  return (
    <Text component="pre" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
      {children}
    </Text>
  );
}

/** In the text's place while its renderer loads or renders it. */
export function MarkdownLoading() {
  const t = useEmbeddedT();
  return <Skeleton height="1.5em" radius="sm" role="status" aria-label={t('ai-exam.loading')} />;
}
