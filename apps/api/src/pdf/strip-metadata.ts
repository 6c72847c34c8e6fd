import {
  PDFArray,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { removeActiveContent } from './active-content.ts';
import { loadPdf, type PdfLimits } from './load.ts';

const metadataKey = PDFName.of('Metadata');
const typeKey = PDFName.of('Type');

function dictOf(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFStream) return object.dict;
  return undefined;
}

/** Every indirect object the document still uses, starting from its catalog. */
function reachableRefs(context: PDFContext, root: PDFRef): Set<PDFRef> {
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item);
    } else {
      for (const value of dictOf(object)?.values() ?? []) pending.push(value);
    }
  }
  return seen;
}

/**
 * Removes who made the file and when: the document information dictionary (title, author, subject,
 * keywords, creator, producer, dates) and every XMP metadata stream, the catalog's and any page's or
 * image's. Objects nothing refers to any more are dropped too, since an older revision's information
 * dictionary can survive in the file unreferenced.
 */
function removeMetadata(document: PDFDocument): void {
  const { context } = document;
  const infoRef = context.trailerInfo.Info;
  if (infoRef instanceof PDFRef) context.delete(infoRef);
  context.trailerInfo.Info = undefined;

  let hasUnreadableObject = false;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFInvalidObject) hasUnreadableObject = true;
    const dict = dictOf(object);
    if (!dict) continue;
    if (object instanceof PDFStream && dict.get(typeKey) === metadataKey) {
      context.delete(ref);
      continue;
    }
    dict.delete(metadataKey);
  }
  document.catalog.delete(metadataKey);

  // References hidden inside an object pdf-lib could not parse cannot be followed; dropping what looks
  // unused could then break the document, so such a file keeps its unreferenced objects.
  const root = context.trailerInfo.Root;
  if (hasUnreadableObject || !(root instanceof PDFRef)) return;
  const used = reachableRefs(context, root);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!used.has(ref)) context.delete(ref);
  }
}

/**
 * Checks `bytes` like inspectPdf, then returns them without active content (see removeActiveContent) or
 * metadata (see removeMetadata), with the page count. The pages themselves are written back unchanged. Throws PdfError.
 */
export async function sanitizePdf(
  bytes: Uint8Array,
  limits: PdfLimits = {},
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const { document, pageCount } = await loadPdf(bytes, limits);
  removeActiveContent(document);
  removeMetadata(document);
  const saved = await document.save({
    // Plain objects rather than compressed object streams: the result is readable by every viewer, and
    // what was removed can be verified by looking at the bytes.
    useObjectStreams: false,
    updateFieldAppearances: false,
    addDefaultPage: false,
  });
  return { bytes: saved, pageCount };
}

/** `bytes` without their document metadata (see sanitizePdf, which also returns the page count). */
export async function stripPdfMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  return (await sanitizePdf(bytes)).bytes;
}
