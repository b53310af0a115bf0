/**
 * The `other-seed` jest project's setup: the contract suite's own mocks start from a seed that
 * shares no id, name, menu or route with the default one and has no staff account, and the suite
 * logs in as that seed's administrator (`support/target.ts` reads these), so a pass shows the
 * suite depends on no seed. Runs in each test file's sandbox before the file loads.
 */
import path from 'node:path';

process.env.MOCK_SEED_FILE = path.resolve(__dirname, '../fixtures/other-seed.json');
process.env.CONTRACT_USER = 'chief';
process.env.CONTRACT_PASSWORD = 'chief-pass-1';
