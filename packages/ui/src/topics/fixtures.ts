import type { QuestionTopic, TopicPage } from '@pastexam/api-contract';
import type { TopicOption } from './topic-options.ts';
import type { TopicArea } from './topic-tree.tsx';

const topic = (id: number, name_zh: string, name_en: string, area_zh: string | null) => ({
  id,
  name_zh,
  name_en,
  area_zh,
});

const deadlock: QuestionTopic = {
  topic: topic(21, '同步與死結', 'Synchronization and Deadlock', '作業系統'),
  status: 'confirmed',
  source: 'person',
};

/** A question on deadlock: one confirmed tag, one proposed, one suggested by the keywords. */
export const sampleTags: QuestionTopic[] = [
  deadlock,
  { topic: topic(22, 'CPU 排程', 'CPU Scheduling', '作業系統'), status: 'proposed', source: 'person' },
  { topic: topic(23, '記憶體管理', 'Memory Management', '作業系統'), status: 'suggested', source: 'keyword' },
];

export const sampleOptions: TopicOption[] = [
  { id: 11, label: '演算法 › 排序' },
  { id: 21, label: '作業系統 › 同步與死結' },
  { id: 22, label: '作業系統 › CPU 排程' },
];

/** The same question after 請 AI 推薦主題: Gemini's proposal waits beside the expert's confirmed tag. */
export const sampleAiTags: QuestionTopic[] = [
  deadlock,
  { topic: topic(24, '行程與執行緒', 'Processes and Threads', '作業系統'), status: 'proposed', source: 'ai' },
];

const treeTopic = (id: number, parentId: number | null, nameZh: string, nameEn: string, count: number) => ({
  id,
  parent_id: parentId,
  name_zh: nameZh,
  name_en: nameEn,
  keywords: [nameEn.toLowerCase()],
  question_count: count,
});

/** Two areas of the tree, one with two topics and one with none. */
export const sampleAreas: TopicArea[] = [
  {
    ...treeTopic(20, null, '作業系統', 'Operating Systems', 1),
    children: [
      treeTopic(21, 20, '同步與死結', 'Synchronization and Deadlock', 4),
      treeTopic(22, 20, 'CPU 排程', 'CPU Scheduling', 2),
    ],
  },
  { ...treeTopic(30, null, '密碼學', 'Cryptography', 0), children: [] },
];

const pageQuestion = (id: number, year: number, status: 'confirmed' | 'proposed', answers: number) => ({
  question: { id, name: `第 ${id % 10} 題` },
  archive: { id: 100 + year, name: '期末考', academic_year: year, professor: '林教授' },
  course: { id: 3, name: '作業系統' },
  topic_id: 21,
  status,
  answer_count: answers,
});

/** 同步與死結's page: two confirmed questions, one answered, and one proposed. */
export const sampleTopicPage: TopicPage = {
  topic: {
    ...treeTopic(21, 20, '同步與死結', 'Synchronization and Deadlock', 2),
    area: { id: 20, name_zh: '作業系統' },
  },
  questions: [
    pageQuestion(51, 113, 'confirmed', 2),
    pageQuestion(42, 112, 'proposed', 0),
    pageQuestion(33, 111, 'confirmed', 0),
  ],
  coverage: { answered: 1, total: 2 },
};
