import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { z } from 'zod';
import { type AdminTab, adminTabs } from '../admin-address.ts';

/** localStorage `adminCurrentTab`: which tab of the admin page was open last. */
export const adminTabSchema = z.enum(adminTabs);

/** The stored tab, or 課程管理 when there is none or it is not one of ours. */
export function readAdminTab(storage: Storage): AdminTab {
  const parsed = adminTabSchema.safeParse(storage.getItem(storageKeys.adminCurrentTab));
  return parsed.success ? parsed.data : 'courses';
}

export function writeAdminTab(storage: Storage, tab: AdminTab): void {
  storage.setItem(storageKeys.adminCurrentTab, tab);
}
