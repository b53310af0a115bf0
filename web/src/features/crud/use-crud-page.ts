import type { CrudSlice } from './create-crud-slice';
import type { CrudListState, Identified, PageQuery } from '@/components/crud/crud-types';
import type { ListUrl } from '@/components/crud/list-query-params';
import type { RecordDialogProps } from '@/components/crud/record-dialog-props';
import { recordDialogProps } from './record-dialog-props';
import { type CrudListHandle, useCrudList } from './use-crud-list';
import { type RecordDialogs, useRecordDialogs } from '@/components/crud/use-record-dialogs';
import { type PermissionCode, usePermission } from '@/features/permission';
import type { Holdings } from './holdings';
import { type RecordColumnHandlers, recordColumnHandlers } from './record-columns';
import { useHoldings } from './use-holdings';

/** What a CRUD page is made from. */
export interface CrudPageConfig<Item extends Identified, Query extends PageQuery, Create, Update, Status, State> {
  /** The list's slice (`createCrudSlice`). */
  slice: CrudSlice<Item, Query, Create, Update, Status>;
  /** The list's state in the root state. */
  selectState: (state: State) => CrudListState<Item, Query>;
  /** The permissions of the row controls: holding neither leaves the operations column out. */
  permissions: { edit: PermissionCode; remove: PermissionCode };
  /** The query's URL parameters (a module-level constant). */
  url: ListUrl<Query>;
}

/** What `useCrudPage` answers: everything a management page binds its view to. */
export interface CrudPage<Item, Query, Create, Update, Status> {
  list: CrudListHandle<Item, Query, Create, Update, Status>;
  /** Names the table's remembered display settings: the slice's name. */
  tableId: string;
  dialogs: RecordDialogs<Item>;
  /** What the signed-in user holds, for the privilege rules. */
  holdings: Holdings;
  /** The table's callbacks. */
  handlers: RecordColumnHandlers<Item, Status>;
  /** The create/edit dialog's props. */
  dialog: RecordDialogProps<Item, Create, Update>;
  /** Loads page 1 with the changed filters (a new history entry). */
  filter: (change: Partial<Query>) => void;
}

/** Binds a management page to its list: the list's state and URL, its dialogs, the table's callbacks. */
export function useCrudPage<Item extends Identified, Query extends PageQuery, Create, Update, Status, State>({
  slice,
  selectState,
  permissions,
  url,
}: CrudPageConfig<Item, Query, Create, Update, Status, State>): CrudPage<Item, Query, Create, Update, Status> {
  const list = useCrudList(slice, selectState, url);
  const withOperations = usePermission([permissions.edit, permissions.remove]);
  const dialogs = useRecordDialogs<Item>(list.state.submitStatus, list.resetSubmit);
  const holdings = useHoldings();
  return {
    list,
    tableId: slice.name,
    dialogs,
    holdings,
    handlers: recordColumnHandlers(withOperations, list, dialogs),
    dialog: recordDialogProps(list, dialogs),
    filter: (change) => list.commit({ ...change, current: 1 }),
  };
}
