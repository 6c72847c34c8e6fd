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

/** A file the server would refuse, said in zh-TW before it is sent. */
export class TopicFileError extends Error {
  override name = 'TopicFileError';
}

/** The picked file as the import's body: JSON of the tree file's shape, or why not. */
async function readTopicFile(file: File): Promise<TopicFileInput> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new TopicFileError('這個檔案不是有效的 JSON');
  }
  const parsed = topicFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `（${issue.path.join('.')}）` : '';
    throw new TopicFileError(
      `檔案格式不正確${where}：${issue?.message ?? '請匯入由「匯出 JSON」產生的檔案'}`,
    );
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
