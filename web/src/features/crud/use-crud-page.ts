import type { Identified, PageQuery } from '@/components/crud/crud-types';
import type { RecordDialogProps } from '@/components/crud/record-dialog-props';
import { recordDialogProps } from './record-dialog-props';
import type { CrudListSource } from './use-crud-list';
import { type ListPage, useListPage } from './use-list-page';
import { type RecordDialogs, useRecordDialogs } from '@/components/crud/use-record-dialogs';
import type { ActionOf, PermissionCode, PermissionRoute } from '@shared/permissions';
import { usePermission } from '@/features/permission';
import type { Holdings } from './holdings';
import { type RecordColumnHandlers, recordColumnHandlers } from './record-columns';
import { useHoldings } from './use-holdings';

/** A list page whose menu offers adding, editing, deleting and exporting, by its route name (`SystemUser`). */
export type CrudRoute = {
  [R in PermissionRoute]: 'add' | 'edit' | 'delete' | 'export' extends ActionOf<R> ? R : never;
}[PermissionRoute];

/** The permission code of one of a CRUD page's actions: `crudPermission('SystemUser', 'add')` is `SystemUser.add`. */
export function crudPermission(route: CrudRoute, action: 'add' | 'edit' | 'delete' | 'export'): PermissionCode {
  return `${route}.${action}`;
}

/** What a CRUD page is made from. */
export interface CrudPageConfig<Item extends Identified, Query extends PageQuery, Create, Update, Status, State> {
  /** The list's slice, its state and its URL parameters. */
  list: CrudListSource<Item, Query, Create, Update, Status, State>;
  /**
   * The page's route name: its controls need `<route>.add`, `.edit`, `.delete` and `.export`;
   * holding neither edit nor delete leaves the operations column out.
   */
  route: CrudRoute;
  /** What a record is called in the row controls' names and the delete question. */
  label: (item: Item) => string;
}

/** What `useCrudPage` answers: everything a management page binds its view to. */
export interface CrudPage<Item, Query, Create, Update, Status> extends ListPage<Item, Query, Create, Update, Status> {
  /** The page's route name, which names its permissions. */
  route: CrudRoute;
  /** What a record is called. */
  label: (item: Item) => string;
  dialogs: RecordDialogs<Item>;
  /** What the signed-in user holds, for the privilege rules. */
  holdings: Holdings;
  /** The table's callbacks. */
  handlers: RecordColumnHandlers<Item, Status>;
  /** The create/edit dialog's props. */
  dialog: RecordDialogProps<Item, Create, Update>;
}

/** Binds a management page to its list: the list's state and URL, its dialogs, the table's callbacks. */
export function useCrudPage<Item extends Identified, Query extends PageQuery, Create, Update, Status, State>({
  list: source,
  route,
  label,
}: CrudPageConfig<Item, Query, Create, Update, Status, State>): CrudPage<Item, Query, Create, Update, Status> {
  const listPage = useListPage(source);
  const { list } = listPage;
  const permissions = { edit: crudPermission(route, 'edit'), remove: crudPermission(route, 'delete') };
  const withOperations = usePermission([permissions.edit, permissions.remove]);
  const dialogs = useRecordDialogs<Item>(list.state.submitStatus, list.resetSubmit);
  const holdings = useHoldings();
  return {
    ...listPage,
    route,
    label,
    dialogs,
    holdings,
    handlers: recordColumnHandlers({ withOperations, permissions, label }, list, dialogs),
    dialog: recordDialogProps(list, dialogs),
  };
}
