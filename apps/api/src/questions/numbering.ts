/** A question in the archive's order, as numbering sees it: its name, and whether a person gave it. */
export type NamedQuestion = { name: string; named: boolean };

/** A part of a question as the detector names it: `3(a)`. */
const PART = /^(\d+)\(([a-h])\)$/u;

/** The detector's styles of a question's name, each renumbered in its own style; `第 n 題` for anything else. */
const STYLES: readonly { pattern: RegExp; name: (n: number) => string }[] = [
  { pattern: /^Problem \d+$/u, name: (n) => `Problem ${n}` },
  { pattern: /^Exercise \d+$/u, name: (n) => `Exercise ${n}` },
  { pattern: /^Q\d+$/u, name: (n) => `Q${n}` },
];

const automatic = (current: string, n: number) =>
  (STYLES.find((style) => style.pattern.test(current))?.name ?? ((m: number) => `第 ${m} 題`))(n);

/**
 * The names of an archive's questions, in order, after a change (product §4.11): a name a person gave stays;
 * every other question is numbered in order, `第 n 題` (or the detector's own style, `Problem n`, `Qn`), and a
 * part (`3(b)`) takes the number of the question it falls under. A named question still counts in the numbering,
 * so the ones after it keep their place in the exam. Pure.
 */
export function automaticNames(questions: readonly NamedQuestion[]): string[] {
  let n = 0;
  return questions.map(({ name, named }) => {
    const part = named ? null : PART.exec(name);
    if (part && n > 0) return `${n}(${part[2]})`;
    n += 1;
    return named ? name : automatic(name, n);
  });
}
