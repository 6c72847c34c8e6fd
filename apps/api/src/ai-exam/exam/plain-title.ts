// A mock exam's title comes from the model and may carry the exam's Markdown and LaTeX. Headings, lists, the
// tab's title and labels show it as text: `計算 $\sum_{i=1}^{n} i$，並說明 `for` 迴圈` reads 計算 ∑ᵢ₌₁ⁿ i，並說明 for 迴圈.

/** `'a α b β'` as { a: 'α', b: 'β' }. */
const pairs = (list: string): Record<string, string> => {
  const words = list.split(' ');
  return Object.fromEntries(words.flatMap((word, at) => (at % 2 === 0 ? [[word, words[at + 1] ?? '']] : [])));
};
/** Each character of `from` mapped to the character at its place in `to`. */
const zip = (from: string, to: string): Record<string, string> => {
  const targets = [...to];
  return Object.fromEntries([...from].map((char, at) => [char, targets[at] ?? char]));
};

const SYMBOLS = pairs(
  'sum ∑ prod ∏ int ∫ infty ∞ partial ∂ nabla ∇ pm ± times × div ÷ cdot · leq ≤ le ≤ geq ≥ ge ≥ neq ≠ ne ≠ ' +
    'approx ≈ equiv ≡ to → rightarrow → leftarrow ← Rightarrow ⇒ iff ⇔ in ∈ notin ∉ subseteq ⊆ cup ∪ cap ∩ ' +
    'emptyset ∅ forall ∀ exists ∃ neg ¬ land ∧ lor ∨ ldots … cdots ⋯ dots … alpha α beta β gamma γ delta δ ' +
    'epsilon ε theta θ lambda λ mu μ pi π sigma σ phi φ omega ω Theta Θ Omega Ω Sigma Σ Delta Δ',
);
/** Commands that only style or size what follows: the text is kept, the command dropped. */
const STYLES = new Set(
  'text textbf textit mathrm mathbf mathit mathcal mathbb operatorname boldsymbol displaystyle left right limits'.split(
    ' ',
  ),
);
const SPACES = new Set([',', ';', ':', '!', ' ', '\\', 'quad', 'qquad']);
const SUPERSCRIPTS = zip('0123456789+-=()ni', '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ');
const SUBSCRIPTS = zip('0123456789+-=()aeijkmnox', '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑᵢⱼₖₘₙₒₓ');

/** The group at `from`: a braced group's inside, a command, or one character; and where it ends. */
function group(tex: string, from: number): [string, number] {
  if (tex[from] === '{') {
    let depth = 0;
    for (let at = from; at < tex.length; at++) {
      if (tex[at] === '{') depth++;
      else if (tex[at] === '}' && --depth === 0) return [tex.slice(from + 1, at), at + 1];
    }
    return [tex.slice(from + 1), tex.length];
  }
  const command = /^\\([A-Za-z]+|.)/.exec(tex.slice(from));
  if (command) return [command[0], from + command[0].length];
  return [tex.charAt(from), from + 1];
}

/** A script in raised or lowered characters where every character has one, else `^(…)` or `_(…)`. */
function script(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text.replace(/\s+/g, '')];
  if (chars.length > 0 && chars.every((char) => char in table))
    return chars.map((char) => table[char]).join('');
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

/** LaTeX math as text. */
function mathText(tex: string): string {
  let out = '';
  let at = 0;
  while (at < tex.length) {
    const char = tex.charAt(at);
    if (char === '^' || char === '_') {
      const [inner, next] = group(tex, at + 1);
      out += script(mathText(inner), char === '^' ? SUPERSCRIPTS : SUBSCRIPTS, char);
      at = next;
    } else if (char === '\\') {
      const [command, next] = group(tex, at);
      const name = command.slice(1);
      at = next;
      if (name === 'frac') {
        const [top, afterTop] = group(tex, at);
        const [bottom, afterBottom] = group(tex, afterTop);
        const part = (text: string) => (text.length > 1 ? `(${mathText(text)})` : mathText(text));
        out += `${part(top)}/${part(bottom)}`;
        at = afterBottom;
      } else if (name === 'sqrt') {
        const [inner, afterInner] = group(tex, at);
        out += inner.length > 1 ? `√(${mathText(inner)})` : `√${mathText(inner)}`;
        at = afterInner;
      } else if (SPACES.has(name)) out += ' ';
      else if (!STYLES.has(name)) out += SYMBOLS[name] ?? name;
    } else if (char === '{' || char === '}') at++;
    else {
      out += char;
      at++;
    }
  }
  return out;
}

/** Markdown's inline marks and LaTeX math turned into the text they stand for, on one line. */
export function plainTitle(title: string): string {
  return title
    .replace(/\$\$([\s\S]+?)\$\$|\$([^$]+)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g, (...math: string[]) =>
      mathText(math[1] ?? math[2] ?? math[3] ?? math[4] ?? ''),
    )
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]+)`+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?![\w*])/g, '$1$2')
    .replace(/^\s*(#{1,6}|>)\s+/, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!$])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
