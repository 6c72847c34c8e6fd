import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { allText, pageContent } from '../test-support/pdfs.ts';
import { sanitizePdf } from './strip-metadata.ts';

/** A two-page exam with one clickable link on page 1, to which each test adds one kind of active content. */
async function examWith(add: (document: PDFDocument) => void): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) {
    document.addPage([595, 842]).drawText(`Question ${page}: prove it`, { x: 50, y: 780, font, size: 14 });
  }
  const { context } = document;
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [50, 700, 300, 720],
      A: { S: 'URI', URI: PDFString.of('https://example.edu/syllabus') },
    }),
  );
  document.getPage(0).node.set(PDFName.of('Annots'), context.obj([link]));
  add(document);
  return document.save({ useObjectStreams: false });
}

const js = (code: string) => ({ S: 'JavaScript', JS: PDFString.of(code) });

async function cleaned(bytes: Uint8Array) {
  const text = await allText(bytes);
  const result = await sanitizePdf(bytes);
  return { before: text, after: await allText(result.bytes), document: await PDFDocument.load(result.bytes) };
}

describe('active content is removed at upload', () => {
  it('document JavaScript run on opening (/OpenAction)', async () => {
    const { before, after, document } = await cleaned(
      await examWith((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj(js('app.alert("open")')))),
    );
    expect(before).toContain('app.alert("open")');
    expect(after).not.toContain('app.alert');
    expect(document.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
  });

  it('a document-level JavaScript name tree (/Names /JavaScript)', async () => {
    const { before, after } = await cleaned(
      await examWith((d) => {
        const script = d.context.register(d.context.obj(js('this.exportDataObject("x")')));
        d.catalog.set(
          PDFName.of('Names'),
          d.context.obj({ JavaScript: { Names: [PDFString.of('init'), script] } }),
        );
      }),
    );
    expect(before).toContain('exportDataObject');
    expect(after).not.toContain('exportDataObject');
    expect(after).not.toContain('/JavaScript');
  });

  it('additional actions of the document and of a page (/AA)', async () => {
    const { before, after, document } = await cleaned(
      await examWith((d) => {
        d.catalog.set(PDFName.of('AA'), d.context.obj({ WC: js('closing()') }));
        d.getPage(1).node.set(PDFName.of('AA'), d.context.obj({ O: js('pageOpened()') }));
      }),
    );
    for (const trace of ['closing()', 'pageOpened()']) {
      expect(before).toContain(trace);
      expect(after).not.toContain(trace);
    }
    expect(document.getPage(1).node.get(PDFName.of('AA'))).toBeUndefined();
  });

  it('launch actions and links into other files, but not the link a reader clicks', async () => {
    const { before, after, document } = await cleaned(
      await examWith((d) => {
        const launch = d.context.register(
          d.context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [50, 600, 300, 620],
            A: { S: 'Launch', F: PDFString.of('cmd.exe') },
          }),
        );
        const annots = d.getPage(0).node.get(PDFName.of('Annots'));
        if (annots instanceof PDFArray) annots.push(launch);
      }),
    );
    expect(before).toContain('cmd.exe');
    expect(after).not.toContain('cmd.exe');
    expect(after).toContain('https://example.edu/syllabus');
    const annots = document.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray);
    const actions = annots.asArray().map((ref) => document.context.lookup(ref, PDFDict).get(PDFName.of('A')));
    expect(actions.filter((action) => action !== undefined)).toHaveLength(1);
  });

  it('a link that would open by itself, or chain into a script', async () => {
    const { after } = await cleaned(
      await examWith((d) => {
        d.catalog.set(
          PDFName.of('OpenAction'),
          d.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/') }),
        );
        const chained = d.context.register(
          d.context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [50, 500, 300, 520],
            A: { S: 'URI', URI: PDFString.of('https://chained.example/'), Next: js('chained()') },
          }),
        );
        const annots = d.getPage(0).node.get(PDFName.of('Annots'));
        if (annots instanceof PDFArray) annots.push(chained);
      }),
    );
    expect(after).not.toContain('evil.example');
    expect(after).not.toContain('chained()');
    expect(after).toContain('https://example.edu/syllabus');
  });

  it('a link to a script, data or a local file, however its scheme is spelled', async () => {
    const links = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(2)',
      'java\tscript:alert(3)',
      ' data:text/html,x',
      'file:///etc/passwd',
    ];
    const { after, document } = await cleaned(
      await examWith((d) => {
        const annots = d.getPage(1).node;
        const made = links.map((uri, index) =>
          d.context.register(
            d.context.obj({
              Type: 'Annot',
              Subtype: 'Link',
              Rect: [50, 600 - index * 30, 300, 620 - index * 30],
              A: { S: 'URI', URI: PDFString.of(uri) },
            }),
          ),
        );
        annots.set(PDFName.of('Annots'), d.context.obj(made));
      }),
    );
    for (const uri of ['alert(1)', 'alert(2)', 'alert(3)', 'text/html', '/etc/passwd'])
      expect(after).not.toContain(uri);
    expect(after).toContain('https://example.edu/syllabus');
    expect(document.getPageCount()).toBe(2);
  });

  it('embedded files, file attachments and XFA forms', async () => {
    const { before, after } = await cleaned(
      await examWith((d) => {
        const file = d.context.register(d.context.flateStream('MZ hidden payload', { Type: 'EmbeddedFile' }));
        const spec = d.context.register(
          d.context.obj({ Type: 'Filespec', F: PDFString.of('answers.exe'), EF: { F: file } }),
        );
        d.catalog.set(
          PDFName.of('Names'),
          d.context.obj({ EmbeddedFiles: { Names: [PDFString.of('answers.exe'), spec] } }),
        );
        const clip = d.context.register(
          d.context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [0, 0, 10, 10], FS: spec }),
        );
        const annots = d.getPage(1).node.get(PDFName.of('Annots'));
        d.getPage(1).node.set(PDFName.of('Annots'), annots ?? d.context.obj([clip]));
        d.catalog.set(
          PDFName.of('AcroForm'),
          d.context.obj({ Fields: [], XFA: d.context.register(d.context.stream('<xdp:xdp>form</xdp:xdp>')) }),
        );
      }),
    );
    expect(before).toContain('answers.exe');
    expect(before).toContain('<xdp:xdp>');
    expect(after).not.toContain('answers.exe');
    expect(after).not.toContain('xdp:xdp');
    expect(after).not.toContain('/EmbeddedFile');
  });

  it('keeps every page and its text', async () => {
    const bytes = await examWith((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj(js('x()'))));
    const original = await PDFDocument.load(bytes);
    const { document } = await cleaned(bytes);
    expect(document.getPageCount()).toBe(2);
    for (const page of [0, 1]) expect(pageContent(document, page)).toBe(pageContent(original, page));
  });

  it('keeps an opening destination, which only says which page to show', async () => {
    const { document } = await cleaned(
      await examWith((d) =>
        d.catalog.set(PDFName.of('OpenAction'), d.context.obj([d.getPage(1).ref, 'Fit'])),
      ),
    );
    expect(document.catalog.get(PDFName.of('OpenAction'))).toBeInstanceOf(PDFArray);
  });
});
