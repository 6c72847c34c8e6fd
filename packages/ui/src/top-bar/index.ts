export type { TopBarAction } from './intent.ts';
export { TopBar, type TopBarProps, type TopBarUser } from './top-bar.tsx';
