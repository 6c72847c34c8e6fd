import { type SavedTask, savedTaskSchema, storageKeys } from '@pastexam/api-contract';

/** The running or finished task kept in local storage to outlive the modal and reloads (product §6.10). */
export interface SavedTaskStore {
  load(): SavedTask | null;
  save(task: SavedTask): void;
  clear(): void;
}

export function createSavedTaskStore(storage: Storage): SavedTaskStore {
  return {
    load() {
      const raw = storage.getItem(storageKeys.aiExamCurrentTask);
      if (raw === null) return null;
      try {
        const parsed = savedTaskSchema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: treated like any other unreadable entry below.
      }
      // An entry this version cannot read would block every later resume; it is dropped.
      storage.removeItem(storageKeys.aiExamCurrentTask);
      return null;
    },
    save(task) {
      storage.setItem(storageKeys.aiExamCurrentTask, JSON.stringify(savedTaskSchema.parse(task)));
    },
    clear() {
      storage.removeItem(storageKeys.aiExamCurrentTask);
    },
  };
}
