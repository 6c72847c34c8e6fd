declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL superuser URL to run the suite against, or null for embedded PGlite. */
    testDatabaseUrl: string | null;
    /**
     * The run's templates (global-setup.ts): on PGlite the data directories to copy, on PostgreSQL the name of
     * the database to copy (an empty one needs none).
     */
    templates: { empty: string | null; migrated: string };
  }
}

export {};
