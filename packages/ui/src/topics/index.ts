export { sampleAiTags, sampleAreas, sampleOptions, sampleTags, sampleTopicPage } from './fixtures.ts';
export {
  QuestionTopics,
  type QuestionTopicsProps,
  tagStatusLabels,
} from './question-topics.tsx';
export {
  splitKeywords,
  TopicEditDialog,
  type TopicEditDialogProps,
  type TopicEditValues,
  type TopicField,
} from './topic-edit-dialog.tsx';
export { TopicFileActions, type TopicFileActionsProps } from './topic-file-actions.tsx';
export { type TopicOption, topicOptions } from './topic-options.ts';
export { TopicQuestions, type TopicQuestionsProps } from './topic-questions.tsx';
export { deletionMessage, type TopicArea, TopicTreeView, type TopicTreeViewProps } from './topic-tree.tsx';
