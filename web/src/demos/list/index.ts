/**
 * The demo lists: the query table and the card list. Their reducer and saga join the store when
 * the lists' modules load (`slice.ts`, `use-demo-list.ts`), so both travel in the lazily loaded
 * list pages' chunk.
 */
export { QueryList } from './query-list';
export { StandardList } from './standard-list';
