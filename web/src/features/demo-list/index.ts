/**
 * The demo lists: the query table and the card list. Loading this module injects their reducer and
 * saga into the store, so both travel in the lazily loaded list pages' chunk.
 */
import { injectSaga } from '../../lib/store';
import { demoListSaga } from './sagas';

injectSaga('demoList', demoListSaga);

export { QueryList } from './query-list';
export { StandardList } from './standard-list';
