import { routes, type TopicFileInput, topicFileSchema } from '@pastexam/api-contract';
import type { TopicEditValues } from '@pastexam/ui/topics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useServices } from '../../../lib/services.tsx';

/** Every change to the tree asks the tree, and the topics' pages under it, again. */
function useTreeMutation<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.topics }),
  });
}

/** PATCH /topics/{tid}: a topic's names and keywords. */
export function useUpdateTopic() {
  const { api } = useServices();
  return useTreeMutation(({ topicId, values }: { topicId: number; values: TopicEditValues }) =>
    api.call(routes.topics.updateTopic, { params: { tid: String(topicId) }, body: values }),
  );
}

/** DELETE /topics/{tid}: a topic, or an area with its topics, and their tags on questions. */
export function useDeleteTopic() {
  const { api } = useServices();
  return useTreeMutation((topicId: number) =>
    api.call(routes.topics.deleteTopic, { params: { tid: String(topicId) } }),
  );
}

/** GET /topics/export, saved as a dated JSON file. */
export function useExportTopics() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async () => {
      const file = await api.call(routes.topics.exportTopics);
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `topics-${day}.json`);
    },
  });
}

/** Why a picked file cannot be sent: not JSON, or not the tree file's shape (where, and the schema's reason). */
export type TopicFileProblem =
  | { kind: 'notJson' }
  | { kind: 'invalid'; path: string | null; reason: string | null };

/** A file the server would refuse, found before it is sent; the page says `problem` in the reader's language. */
export class TopicFileError extends Error {
  override name = 'TopicFileError';
  constructor(readonly problem: TopicFileProblem) {
    super(
      problem.kind === 'notJson'
        ? 'The topic file is not JSON'
        : 'The topic file does not have the tree’s shape',
    );
  }
}

/** The picked file as the import's body: JSON of the tree file's shape, or why not. */
async function readTopicFile(file: File): Promise<TopicFileInput> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new TopicFileError({ kind: 'notJson' });
  }
  const parsed = topicFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TopicFileError({
      kind: 'invalid',
      path: issue && issue.path.length > 0 ? issue.path.join('.') : null,
      // The schema's own words (the contract's, shared with the server).
      reason: issue?.message ?? null,
    });
  }
  return parsed.data;
}

/** POST /topics/import with the picked file: adds and updates topics, deletes none. */
export function useImportTopics() {
  const { api } = useServices();
  return useTreeMutation(async (file: File) =>
    api.call(routes.topics.importTopics, { body: await readTopicFile(file) }),
  );
}
