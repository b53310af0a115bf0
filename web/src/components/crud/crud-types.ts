/**
 * The shapes a generic list of records works with. They are structural on purpose: each feature's
 * `api.ts` passes openapi-fetch functions over the generated schema, whose results fit them.
 */
import type { ApiOutcome } from '@/api/api-result';
import type { components } from '@shared/contract/schema';
import type { LoadStatus } from '@/components/data-table/data-table';

/** One page as the contract answers it. */
export interface PageOf<Item> {
  list: Item[];
  pagination: { total: number };
}

/** The page and size every list query carries. */
export interface PageQuery {
  current?: number;
  pageSize?: number;
}

/** A record with the id the list keys and addresses it by. */
export interface Identified {
  id: string;
}

/** The calls behind one list; `setStatus` only for records that can be enabled and disabled. */
export interface CrudApi<Item, Query, Create, Update, Status> {
  list: (query: Query, signal?: AbortSignal) => Promise<ApiOutcome<PageOf<Item>>>;
  create: (body: Create) => Promise<ApiOutcome<unknown>>;
  update: (id: string, body: Update) => Promise<ApiOutcome<unknown>>;
  remove: (id: string) => Promise<ApiOutcome<unknown>>;
  /** Gets the whole row, as some contracts change the status by saving the record again. */
  setStatus?: (item: Item, status: Status) => Promise<ApiOutcome<unknown>>;
}

/** Where the last create, edit or delete stands: dialogs close on `succeeded`. */
export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** The state of one list: the query asked for, the page the server answered, and the submits. */
export interface CrudListState<Item, Query> {
  query: Query;
  items: Item[];
  total: number;
  loadStatus: LoadStatus;
  loadError: string | null;
  submitStatus: SubmitStatus;
  submitError: string | null;
  /** Rows whose status change is waiting for the server (their switches are disabled). */
  pendingIds: string[];
}

/** The contract's `EnableStatus`: whether a user or role is enabled. */
export type Enablement = components['schemas']['EnableStatus'];
