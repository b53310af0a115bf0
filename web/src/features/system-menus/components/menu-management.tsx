import { Button, Card, H4, NonIdealState } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmAlert } from '@/components/crud/confirm-alert';
import { SearchField } from '@/components/crud/search-field';
import { useCrudList, useHoldings, useOptions } from '@/features/crud';
import { DataTableError } from '@/components/data-table/data-table-error';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { Permission, usePermission } from '@/features/permission';
import { findMenu, menuToFields, newMenuFields } from '@/features/system-menus/menu-form';
import { mayDeleteMenus, mayEditMenu } from '@/features/system-menus/menu-privileges';
import { menuTreeList, selectResourceOptions } from '@/features/system-menus/selectors';
import { resourceOptions } from '@/features/system-menus/slice';
import { MenuEditor } from './menu-editor';
import { MenuTreePanel } from './menu-tree-panel';
import './menu-management.css';

const crudTexts = pageTexts.crud;
const menuTexts = pageTexts.systemMenus;

/** What the right-hand side shows: nothing picked, a menu, or a new menu under a parent. */
type Selection = { kind: 'none' } | { kind: 'menu'; id: string } | { kind: 'new'; parentId: string | null };

/**
 * The menu management page: the tree on the left, the selected menu's form on the right. Saving
 * reloads the tree; the resources are fetched only by users who may attach them. What the
 * privilege rules refuse (`menu-privileges`) is read-only or absent.
 */
export function MenuManagement() {
  const list = useCrudList(menuTreeList);
  const canAdd = usePermission('SystemMenu.add');
  const canEdit = usePermission('SystemMenu.edit');
  const canDelete = usePermission('SystemMenu.delete');
  const resources = useOptions(resourceOptions, selectResourceOptions, canAdd || canEdit);
  const holdings = useHoldings();
  const [selection, setSelection] = useState<Selection>({ kind: 'none' });
  const [confirming, setConfirming] = useState(false);
  const { query, items: tree, loadStatus, loadError, submitStatus, submitError } = list.state;
  // The search whose result the tree shows: a new one takes over when its answer arrives, so until
  // then the last tree stays as it was rather than opening every branch of a tree it did not find.
  const [shownQuery, setShownQuery] = useState(query.queryValue);
  if (loadStatus === 'ready' && shownQuery !== query.queryValue) setShownQuery(query.queryValue);

  // A new menu has no id to select yet, and a deleted one is gone: both leave the form.
  useEffect(() => {
    if (submitStatus !== 'succeeded') return;
    setConfirming(false);
    setSelection((current) => (current.kind === 'new' || confirming ? { kind: 'none' } : current));
  }, [submitStatus, confirming]);

  const selectedId = selection.kind === 'menu' ? selection.id : null;
  // Once per response or selection, not on every keystroke in the form.
  const menu = useMemo(() => (selectedId === null ? null : (findMenu(tree, selectedId) ?? null)), [tree, selectedId]);
  const parentId = selection.kind === 'new' ? selection.parentId : null;
  const initial = useMemo(() => (menu ? menuToFields(menu) : newMenuFields(parentId)), [menu, parentId]);
  const select = (next: Selection) => {
    list.resetSubmit();
    setSelection(next);
  };

  const t = menuTexts;
  return (
    <div className="app-menu-management">
      <Card className="app-menu-management__tree" elevation={1}>
        <header className="app-menu-management__header">
          <H4>{t.title}</H4>
          <div>
            <Button icon="refresh" variant="minimal" aria-label={crudTexts.refresh} onClick={() => list.load()} />
            <Permission value="SystemMenu.add">
              <Button icon="plus" intent="primary" onClick={() => select({ kind: 'new', parentId: null })}>
                {t.add}
              </Button>
            </Permission>
          </div>
        </header>
        <SearchField
          placeholder={t.searchPlaceholder}
          value={query.queryValue}
          onSearch={(queryValue) => list.commit({ queryValue })}
          onType={(queryValue) => list.type({ queryValue })}
        />
        {loadStatus === 'failed' && <DataTableError error={loadError} onRetry={() => list.load()} />}
        {loadStatus === 'loading' && tree.length === 0 ? (
          <NonIdealState icon={<LoadingSpinner size={32} />} />
        ) : (
          // A new search starts from its own result's open branches, not from the last tree's.
          <MenuTreePanel
            key={shownQuery ?? ''}
            tree={tree}
            searching={Boolean(shownQuery)}
            selectedId={menu?.id ?? null}
            onSelect={(node) => select({ kind: 'menu', id: node.id })}
          />
        )}
      </Card>
      <Card className="app-menu-management__form" elevation={1}>
        {selection.kind === 'none' || (selection.kind === 'menu' && !menu) ? (
          <NonIdealState icon="select" title={t.pickOne} />
        ) : (
          <>
            {menu && (
              <Permission value="SystemMenu.add">
                <Button
                  className="app-menu-management__add-child"
                  icon="add"
                  variant="minimal"
                  onClick={() => select({ kind: 'new', parentId: menu.id })}
                >
                  {t.addChild}
                </Button>
              </Permission>
            )}
            <MenuEditor
              menu={menu}
              initial={initial}
              tree={tree}
              resources={resources}
              canSave={menu ? canEdit && mayEditMenu(holdings, menu) : canAdd}
              canDelete={canDelete && mayDeleteMenus(holdings)}
              holdings={holdings}
              submitting={submitStatus === 'submitting' && !confirming}
              error={submitStatus === 'failed' && !confirming ? submitError : null}
              onSave={(param) => (menu ? list.update(menu.id, param) : list.create(param))}
              onDelete={() => {
                list.resetSubmit();
                setConfirming(true);
              }}
            />
          </>
        )}
      </Card>
      <ConfirmAlert
        isOpen={confirming}
        loading={submitStatus === 'submitting'}
        onConfirm={() => menu && list.remove(menu.id)}
        onCancel={() => setConfirming(false)}
      >
        {format(t.confirmDelete, { name: menu?.name ?? '' })}
      </ConfirmAlert>
    </div>
  );
}
