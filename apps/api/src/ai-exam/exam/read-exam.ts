// The model's answer, checked: JSON that matches the contract's exam schema, or a problem to feed back to it.
// Sources naming an archive that was not attached are dropped, never linked (product §6.7).
import { type ModelExam, modelExamSchema } from '@pastexam/api-contract';
import { z } from 'zod';

export type ReadExam = { ok: true; exam: ModelExam; droppedSources: number } | { ok: false; problem: string };

/** The longest problem description sent back to the model. */
const PROBLEM_LIMIT = 2000;

/** A model asked for JSON may still wrap it in a Markdown code fence. */
function unfenced(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(text);
  return fenced?.[1] ?? text;
}

export function readModelExam(text: string, attachedArchiveIds: readonly number[]): ReadExam {
  let json: unknown;
  try {
    json = JSON.parse(unfenced(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `The answer is not valid JSON: ${reason}`.slice(0, PROBLEM_LIMIT) };
  }
  const parsed = modelExamSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      problem: `The JSON does not match the schema:\n${z.prettifyError(parsed.error)}`.slice(
        0,
        PROBLEM_LIMIT,
      ),
    };
  }
  const attached = new Set(attachedArchiveIds);
  let droppedSources = 0;
  const sections = parsed.data.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => {
      const sources = question.sources.filter((source) => attached.has(source.archive_id));
      droppedSources += question.sources.length - sources.length;
      return { ...question, sources };
    }),
  }));
  return { ok: true, exam: { ...parsed.data, sections }, droppedSources };
}
