import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

/**
 * In-memory storage for one provider instance. oidc-provider ships a similar adapter but announces it with a
 * warning on every start; ours keeps test output clean and lets each provider own its store, so two providers in
 * one process never see each other's sessions.
 */
export function createMemoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionByUid = new Map<string, string>();
  const grantMembers = new Map<string, Set<string>>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string): Adapter => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyFor(id);
        const expiresAt = expiresIn === undefined ? Number.POSITIVE_INFINITY : Date.now() + expiresIn * 1000;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) sessionByUid.set(payload.uid, id);
        if (payload.grantId) {
          const members = grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grantMembers.set(payload.grantId, members);
        }
      },
      async find(id) {
        return read(keyFor(id));
      },
      async findByUid(uid) {
        const id = sessionByUid.get(uid);
        return id === undefined ? undefined : read(keyFor(id));
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = read(keyFor(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyFor(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grantMembers.get(grantId) ?? []) entries.delete(key);
        grantMembers.delete(grantId);
      },
    };
  };
}
