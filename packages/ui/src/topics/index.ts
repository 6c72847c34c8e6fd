export { sampleAiTags, sampleAreas, sampleOptions, sampleTags } from './fixtures.ts';
export {
  QuestionTopics,
  type QuestionTopicsProps,
  type TopicOption,
  tagStatusLabels,
  topicOptions,
} from './question-topics.tsx';
export {
  splitKeywords,
  TopicEditDialog,
  type TopicEditDialogProps,
  type TopicEditValues,
  type TopicField,
} from './topic-edit-dialog.tsx';
export { TopicFileActions, type TopicFileActionsProps } from './topic-file-actions.tsx';
export { deletionMessage, type TopicArea, TopicTreeView, type TopicTreeViewProps } from './topic-tree.tsx';
