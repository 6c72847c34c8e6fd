import type { DetachedWindowAPI } from 'happy-dom';

declare global {
  interface Window {
    /** Present when tests run in happy-dom; lets a test pick the viewport a story was designed for. */
    happyDOM?: DetachedWindowAPI;
  }
}
