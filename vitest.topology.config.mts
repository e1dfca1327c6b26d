// `npm run test:topology`: the production topology (tests/topology/: `npm run topology`, two instances
// behind nginx) seen through the edge. `npm test` runs it after the resilience tests.
import { systemSuite } from './tests/system-suite.mts';

export default systemSuite('topology');
