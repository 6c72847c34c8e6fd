import type { Catalogue, Translate } from '@pastexam/ui/i18n';
import type { pdfViewerMessages } from '@pastexam/ui/messages/pdf-viewer';

/** The viewer's messages (the `pdf-viewer` catalogue's ids). */
export type PdfViewerTranslate = Translate<typeof pdfViewerMessages extends Catalogue<infer Id> ? Id : never>;

/** Where a viewer gets its PDF: the archive's file from the API, or a file the user has just chosen. */
export type PdfSource = {
  /** Fetches or reads the whole file; the signal aborts when the viewer closes or retries. */
  load: (signal: AbortSignal) => Promise<Blob>;
  /**
   * The reason for a failure of `load` the source knows better, in the viewer's language (`t`); undefined for
   * the general one.
   */
  describeFailure?: (error: unknown, t: PdfViewerTranslate) => string | undefined;
};
