/**
 * The time budget of a test that starts processes of its own (a command through tsx, a server, Caddy): each
 * start compiles and opens a database, which on a 2-core machine kept busy by other work takes many times as
 * long as on an idle one. Waiting is for states, never for time: a test that finishes early finishes early.
 */
export const PROCESS_TEST_TIMEOUT_MS = 240_000;
