declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL superuser URL to run the suite against, or null for embedded PGlite. */
    testDatabaseUrl: string | null;
  }
}

export {};
