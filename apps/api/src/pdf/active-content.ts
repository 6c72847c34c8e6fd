import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/**
 * Actions a reader may keep: following a link (URI), going to a place in the same file (GoTo) and the
 * reader's own named commands (next page, print dialog …). Each runs only when the reader clicks; anything
 * else (JavaScript, Launch, GoToR/GoToE into other files, form submission, imports, multimedia) is removed.
 */
const KEPT_ACTIONS = new Set(['URI', 'GoTo', 'Named']);

/**
 * The addresses a kept link may lead to. Readers, like browsers, drop tabs, line breaks and spaces inside a
 * scheme, so `java\tscript:` is read without them; anything else (javascript:, data:, file:, a relative
 * address) is removed with its action.
 */
const SAFE_LINK = /^(https?|mailto):/i;

/** Entries that run something by themselves, hold other files, or carry a second form layer. */
const ALWAYS_REMOVED = ['AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'XFA'].map((key) => PDFName.of(key));

const key = {
  openAction: PDFName.of('OpenAction'),
  action: PDFName.of('A'),
  next: PDFName.of('Next'),
  subtype: PDFName.of('S'),
  annotationSubtype: PDFName.of('Subtype'),
  annots: PDFName.of('Annots'),
  fileSpec: PDFName.of('FS'),
  uri: PDFName.of('URI'),
};

/** Whether a URI action leads to a web page or an e-mail address, and nowhere else. */
function isSafeLink(document: PDFDocument, action: PDFDict): boolean {
  const uri = action.get(key.uri);
  const target = uri instanceof PDFRef ? document.context.lookup(uri) : uri;
  if (!(target instanceof PDFString || target instanceof PDFHexString)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what a reader ignores in an address, control characters included
  return SAFE_LINK.test(target.decodeText().replace(/[\u0000-\u0020]/g, ''));
}

function dictOf(document: PDFDocument, object: PDFObject | undefined): PDFDict | undefined {
  const target = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (target instanceof PDFDict) return target;
  if (target instanceof PDFStream) return target.dict;
  return undefined;
}

/** True when `value` is an action dictionary (or a chain of them) that runs only what the reader clicks. */
function isKeptAction(
  document: PDFDocument,
  value: PDFObject | undefined,
  seen = new Set<PDFDict>(),
): boolean {
  const action = dictOf(document, value);
  if (!action || seen.has(action)) return false;
  seen.add(action);
  const kind = action.get(key.subtype);
  if (!(kind instanceof PDFName) || !KEPT_ACTIONS.has(kind.decodeText())) return false;
  if (kind.decodeText() === 'URI' && !isSafeLink(document, action)) return false;
  const next = action.get(key.next);
  if (next === undefined) return true;
  const chain = next instanceof PDFArray ? next.asArray() : [next];
  return chain.every((item) => isKeptAction(document, item, seen));
}

/** An annotation that carries a file (a paperclip icon) rather than pointing somewhere. */
function isFileAttachment(document: PDFDocument, annotation: PDFObject): boolean {
  const dict = dictOf(document, annotation);
  const subtype = dict?.get(key.annotationSubtype);
  return (
    subtype instanceof PDFName &&
    (subtype.decodeText() === 'FileAttachment' || dict?.has(key.fileSpec) === true)
  );
}

/** Every dictionary of the document, indirect or nested directly inside another object (a `/Names` tree is often inline). */
function* everyDict(document: PDFDocument): Generator<PDFDict> {
  const pending: PDFObject[] = [document.catalog];
  for (const [, object] of document.context.enumerateIndirectObjects()) pending.push(object);
  const seen = new Set<PDFObject>();
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFArray) pending.push(...object.asArray());
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    yield dict;
    // Direct children only: indirect ones are visited from the object list.
    for (const value of dict.values()) if (!(value instanceof PDFRef)) pending.push(value);
  }
}

/**
 * Removes everything in the document that acts by itself or hides another file, keeping the pages, their text
 * and the links a reader clicks:
 * - document JavaScript (the `/Names` JavaScript tree, `/JS` anywhere) and every additional-actions (`/AA`)
 *   entry of the document, its pages, annotations and form fields;
 * - an `/OpenAction` that is an action (a plain destination, which only opens at a page, stays);
 * - any clicked action other than following a web or e-mail link, going to a page or a named reader command
 *   (a `javascript:` or `data:` link is removed), and a kept action whose `/Next` chain would run something else;
 * - embedded files and file-attachment annotations, and XFA forms.
 * Objects left unreferenced are swept by the metadata pass that follows.
 */
export function removeActiveContent(document: PDFDocument): void {
  for (const dict of everyDict(document)) {
    for (const name of ALWAYS_REMOVED) dict.delete(name);
    const action = dict.get(key.action);
    if (action !== undefined && !isKeptAction(document, action)) dict.delete(key.action);
    const annots = dict.get(key.annots);
    const list = annots instanceof PDFRef ? document.context.lookup(annots) : annots;
    if (list instanceof PDFArray) {
      for (let index = list.size() - 1; index >= 0; index -= 1) {
        if (isFileAttachment(document, list.get(index))) list.remove(index);
      }
    }
  }
  const catalog = document.catalog;
  const open = catalog.get(key.openAction);
  const resolved = open instanceof PDFRef ? document.context.lookup(open) : open;
  // A destination array only says where the reader opens; an action dictionary would run on opening.
  if (open !== undefined && !(resolved instanceof PDFArray)) catalog.delete(key.openAction);
}
