export { FollowToggle, type FollowToggleProps } from './follow-toggle.tsx';
