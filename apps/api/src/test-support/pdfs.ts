import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  StandardFonts,
} from 'pdf-lib';

export const secretAuthor = 'Professor Secret-Author';

const xmpPacket = (author: string) => `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:creator><rdf:Seq><rdf:li>${author}</rdf:li></rdf:Seq></dc:creator>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A real PDF the way office tools write them: `pages` pages of text, a full information dictionary, XMP
 * metadata on the catalog and on the first page, and an unreferenced information dictionary left over from
 * an earlier revision. Written without object streams, so the author's name is in the bytes as text.
 */
export async function pdfWithMetadata(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    document.addPage([595, 842]).drawText(`Question sheet, page ${page}`, { x: 50, y: 780, font, size: 14 });
  }
  const { context } = document;
  // Literal strings, as most office tools write them (pdf-lib's own setters would write UTF-16 hex).
  const info = context.obj({
    Title: PDFString.of('Midterm exam (confidential draft)'),
    Author: PDFString.of(secretAuthor),
    Subject: PDFString.of('Exam subject'),
    Keywords: PDFString.of('exam draft'),
    Creator: PDFString.of('Secret Word Processor'),
    Producer: PDFString.of('Secret PDF Producer'),
    CreationDate: PDFString.fromDate(new Date('2024-10-01T08:00:00Z')),
    ModDate: PDFString.fromDate(new Date('2024-10-02T08:00:00Z')),
  });
  context.trailerInfo.Info = context.register(info);
  const catalogXmp = context.stream(xmpPacket(secretAuthor), { Type: 'Metadata', Subtype: 'XML' });
  document.catalog.set(PDFName.of('Metadata'), context.register(catalogXmp));
  const pageXmp = context.stream(xmpPacket(`${secretAuthor} (page)`), { Type: 'Metadata', Subtype: 'XML' });
  document.getPage(0).node.set(PDFName.of('Metadata'), context.register(pageXmp));
  context.register(context.obj({ Author: PDFString.of(`${secretAuthor} (old revision)`) }));
  return document.save({ useObjectStreams: false });
}

/** A PDF whose only pages are blank; the smallest thing that is valid. */
export async function blankPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  for (let page = 0; page < pages; page += 1) document.addPage();
  return document.save();
}

/** The file's bytes followed by the decoded contents of every stream in it, as one searchable text. */
export async function allText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const parts = [Buffer.from(bytes).toString('latin1')];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream)
      parts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
  }
  return parts.join('\n');
}

/** What page `index` draws: its content streams, decoded. */
export function pageContent(document: PDFDocument, index: number): string {
  const contents = document.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
        : '',
    )
    .join('\n');
}

/** A real 1×1 PNG image. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
