import { htmlLangs, type Locale, landingLocaleAttribute } from '@pastexam/api-contract/locales';

/**
 * The words of index.html outside #root: the tab's title (also the skeleton's), the page's description, and the
 * archive overview's heading and hint, which its first view shows (first-view/theme-init.js).
 */
export type PageWords = { title: string; description: string; overviewTitle: string; overviewHint: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Replaces the one match of `pattern` in `html`, failing loudly when index.html no longer has it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (html.match(new RegExp(pattern.source, 'g'))?.length !== 1)
    throw new Error(`index.html needs ${what} once`);
  return html.replace(pattern, () => replacement);
}

/**
 * index.html as a reader of `locale` first gets it: its `lang`, title, description and the skeletons' words in
 * that language, and, when it is not zh-TW, the attribute saying which language the prerendered landing page is in.
 */
export function pageInLanguage(html: string, locale: Locale, words: PageWords): string {
  const marked = locale === 'zh-TW' ? '' : ` ${landingLocaleAttribute}="${locale}"`;
  let out = replaceOnce(
    html,
    /<html lang="[^"]*"/,
    `<html lang="${htmlLangs[locale]}"${marked}`,
    '<html lang>',
  );
  out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${escapeHtml(words.title)}</title>`, '<title>');
  out = replaceOnce(
    out,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(words.description)}" />`,
    'a description',
  );
  out = replaceText(out, 'span', 'skeleton-title', words.title);
  out = replaceText(out, 'div', 'skeleton-overview-title', words.overviewTitle);
  return replaceText(out, 'p', 'skeleton-overview-hint', words.overviewHint);
}

/** The text of the one `<tag class="className">` in `html`. */
function replaceText(html: string, tag: string, className: string, text: string): string {
  const pattern = new RegExp(`<${tag} class="${className}">[^<]*</${tag}>`);
  return replaceOnce(
    html,
    pattern,
    `<${tag} class="${className}">${escapeHtml(text)}</${tag}>`,
    `.${className}`,
  );
}
