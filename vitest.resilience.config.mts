// `npm run test:resilience`: the load and fault tests (tests/resilience/), on one running production
// build. `npm test` runs it after e2e.
import { systemSuite } from './tests/system-suite.mts';

export default systemSuite('resilience');
