import type { DetachedWindowAPI } from 'happy-dom';

declare global {
  interface Window {
    /** Present when tests run in happy-dom; lets a test put the page on the test server's origin. */
    happyDOM?: DetachedWindowAPI;
  }
}
