import type { PracticeQuestion } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { useMemo } from 'react';
import { PracticeAttemptPage } from '../features/practice/components/practice-attempt-page.tsx';
import { createViewerLink } from '../lib/viewer-link.ts';
import { QuestionRegionImage, RegionDrawer } from './question-region.tsx';

/** A 模擬考 whose questions are drawn from the archive's PDF, as the preview's answers draw them. */
export function PracticeWithRegions({ archiveId, attemptId }: { archiveId: number; attemptId: number }) {
  const link = useMemo(createViewerLink, []);
  const t = useT(answersMessages);
  return (
    <PracticeAttemptPage
      archiveId={archiveId}
      attemptId={attemptId}
      renderFile={(courseId) => <RegionDrawer courseId={courseId} archiveId={archiveId} link={link} />}
      renderQuestion={(question: PracticeQuestion) => (
        <QuestionRegionImage
          link={link}
          region={question.region}
          label={t('answers.questionImage', { name: question.name })}
        />
      )}
    />
  );
}
