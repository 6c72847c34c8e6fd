export { sampleAiTags, sampleOptions, sampleTags } from './fixtures.ts';
export {
  QuestionTopics,
  type QuestionTopicsProps,
  type TopicOption,
  tagStatusLabels,
} from './question-topics.tsx';
