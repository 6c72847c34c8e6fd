/** Where a viewer gets its PDF: the archive's file from the API, or a file the user has just chosen. */
export type PdfSource = {
  /** Fetches or reads the whole file; the signal aborts when the viewer closes or retries. */
  load: (signal: AbortSignal) => Promise<Blob>;
  /** The zh-TW reason for a failure of `load` the source knows better; undefined for the general one. */
  describeFailure?: (error: unknown) => string | undefined;
};
