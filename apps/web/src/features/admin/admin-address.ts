/**
 * The admin page's address (product §8.1): `/admin?tab=users` opens 使用者管理, so a link can open a tab and Back
 * returns to the tab before. Every page's first load holds the route's search check, and a guest's loads no
 * zod: the check is written out here (as the archive page's is), over the one list of tabs.
 */

/** The admin page's tabs, in the order they are shown. */
export const adminTabs = [
  'courses',
  'users',
  'announcements',
  'flags',
  'wishes',
  'trash',
  'audit',
  'search',
] as const;
export type AdminTab = (typeof adminTabs)[number];

export type AdminSearch = {
  /** The tab shown; without it, the one used last. */
  tab?: AdminTab | undefined;
};

/**
 * The router's parsed search as the admin page's address; a tab that is not one of ours is dropped. `tab` is always
 * given, undefined for none: the router lays a route's checked search over the address's own, so a key left out
 * would keep what the address had.
 */
export function validateAdminSearch(raw: Record<string, unknown>): AdminSearch {
  return { tab: adminTabs.find((tab) => tab === raw.tab) };
}
