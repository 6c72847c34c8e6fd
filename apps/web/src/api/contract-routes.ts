// The contract's route objects, as a module of their own for the code on every page that calls the API only
// once someone is signed in (`me-query.ts`): importing it dynamically keeps them, and zod, off a guest's first
// page. Everything else imports `routes` from the contract directly.
export { routes } from '@pastexam/api-contract';
