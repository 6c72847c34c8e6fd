import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { FingerprintChart } from '@pastexam/ui/fingerprint';
import { useT } from '@pastexam/ui/i18n';
import { fingerprintMessages } from '@pastexam/ui/messages/fingerprint';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { fingerprintQuery } from '../api/fingerprint.ts';

export type FingerprintPageProps = {
  courseId: number;
  /** The professor chosen; null for 全部教授. */
  professor: string | null;
  /** Chooses a professor, or every one with null: the address keeps the choice. */
  onProfessorChange: (professor: string | null) => void;
};

/** 出題分析 of a course (product §4.23): which topics its exams asked in which years, by professor. */
export function FingerprintPage({ courseId, professor, onProfessorChange }: FingerprintPageProps) {
  const t = useT(fingerprintMessages);
  const { api } = useServices();
  const navigate = useNavigate();
  const chart = useQuery(fingerprintQuery(api, courseId, professor));
  const failure = chart.error === null ? null : errorMessage(chart.error, t('fingerprint.loadFailed'));
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/archive" search={{ course: courseId }} />}
        >
          {t('fingerprint.backToCourse')}
        </Anchor>
        <Title order={1} size="h2">
          {chart.data ? t('fingerprint.titleOf', { course: chart.data.course.name }) : t('fingerprint.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('fingerprint.intro')}
        </Text>
        <FingerprintChart
          fingerprint={chart.data ?? null}
          professor={professor}
          onProfessorChange={onProfessorChange}
          topicsHref="/topics"
          onOpenTopics={() => void navigate({ to: '/topics' })}
          error={failure}
          onRetry={() => void chart.refetch()}
        />
        {failure !== null && professor !== null && (
          // An address may name a professor the course has no exam of: every professor is one click away.
          <Button variant="light" onClick={() => onProfessorChange(null)} style={{ alignSelf: 'flex-start' }}>
            {t('fingerprint.showAllProfessors')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
