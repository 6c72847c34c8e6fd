export { DiscussionPanel, type DiscussionPanelProps, type DiscussionViewer } from './discussion-panel.tsx';
export type { QuestionLinking } from './message-item.tsx';
