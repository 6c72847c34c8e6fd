/**
 * The open streams of one process by what they show (an archive's discussion, a user's notifications): a
 * change announced for a key reaches that key's streams, and a process that stops ends them all.
 */
export function streamSubscribers<S>() {
  const byKey = new Map<number, Set<S>>();
  return {
    /** Adds a stream of the key; the function returned removes it. */
    add(key: number, subscriber: S): () => void {
      const set = byKey.get(key) ?? new Set();
      set.add(subscriber);
      byKey.set(key, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    /** The key's streams now (a copy: a stream may leave while they are told). */
    of: (key: number): S[] => [...(byKey.get(key) ?? [])],
    /** The keys with a stream open. */
    keys: (): number[] => [...byKey.keys()],
    all: (): S[] => [...byKey.values()].flatMap((set) => [...set]),
    clear: () => byKey.clear(),
  };
}
