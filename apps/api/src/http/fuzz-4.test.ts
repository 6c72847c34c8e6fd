// The fuzz test of the contract's operations (test-support/fuzz/suite.ts), quarter 4 of 4: four files, so that
// the two workers share its thousands of requests.
import { fuzzOperations } from '../test-support/fuzz/suite.ts';

fuzzOperations({ shard: 4, of: 4 });
