export { DiscussionPanel, type DiscussionPanelProps, type DiscussionViewer } from './discussion-panel.tsx';
export { DELETED_MESSAGE } from './message-item.tsx';
