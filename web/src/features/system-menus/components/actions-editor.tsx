import { Button, Callout, Classes, HTMLTable, InputGroup } from '@blueprintjs/core';
import type { OptionsState } from '@/features/crud';
import { RemovableTag } from '@/components/crud/removable-tag';
import { format } from '@/i18n';
import { systemMenus } from '@/i18n/page-messages';
import type { MenuAction, ResourceOption } from '@/features/system-menus/api';
import type { MenuErrors } from '@/features/system-menus/menu-form';
import type { ActionLock } from '@/features/system-menus/menu-privileges';
import { ResourcePicker } from './resource-picker';

const menuTexts = systemMenus;

/** Props of `ActionsEditor`. */
export interface ActionsEditorProps {
  actions: readonly MenuAction[];
  errors: MenuErrors['actions'];
  resources: OptionsState<ResourceOption>;
  onChange: (actions: MenuAction[]) => void;
  /** @default false */
  readOnly?: boolean;
  /** What the user may change on row `index` (see `actionLock`). @default every row free */
  lockOf?: (index: number) => ActionLock;
  /** The resources the picker offers (those the user can call). @default every resource */
  pickable?: readonly ResourceOption[];
}

const FREE_ROW: ActionLock = { locked: false, kept: false, keptResourceIds: [] };

/** A menu's actions as editable rows: code, name, and the resources each opens. */
export function ActionsEditor({
  actions,
  errors,
  resources,
  onChange,
  readOnly = false,
  lockOf = () => FREE_ROW,
  pickable = resources.items,
}: ActionsEditorProps) {
  const t = menuTexts;
  const byId = new Map(resources.items.map((resource) => [resource.id, resource]));
  const update = (index: number, change: Partial<MenuAction>) =>
    onChange(actions.map((action, i) => (i === index ? { ...action, ...change } : action)));
  /** The code or name input of row `index`. */
  const textInput = (index: number, key: 'code' | 'name', label: string, fieldReadOnly: boolean) => (
    <InputGroup
      size="small"
      value={actions[index]![key]}
      readOnly={fieldReadOnly}
      aria-label={`${label} ${index + 1}`}
      intent={errors?.[index]?.[key] ? 'danger' : 'none'}
      title={errors?.[index]?.[key]}
      onValueChange={(value) => update(index, { [key]: value })}
    />
  );
  return (
    <div className="app-actions-editor">
      {resources.status === 'failed' && <Callout intent="warning">{t.resourcesUnavailable}</Callout>}
      <HTMLTable compact striped className="app-actions-editor__table" aria-label={t.actions}>
        <thead>
          <tr>
            <th style={{ width: 120 }}>{t.actionCode}</th>
            <th style={{ width: 120 }}>{t.actionName}</th>
            <th>{t.actionResources}</th>
            <th aria-label={t.removeColumn} style={{ width: 40 }} />
          </tr>
        </thead>
        <tbody>
          {actions.map((action, index) => {
            const lock = lockOf(index);
            const rowReadOnly = readOnly || lock.locked;
            return (
              <tr key={index} title={lock.locked ? t.actionNotHeld : undefined}>
                <td>{textInput(index, 'code', t.actionCode, rowReadOnly || lock.kept)}</td>
                <td>{textInput(index, 'name', t.actionName, rowReadOnly)}</td>
                <td>
                  <div className="app-actions-editor__resources">
                    {action.resourceIds.length === 0 && <span className={Classes.TEXT_MUTED}>{t.noResources}</span>}
                    {action.resourceIds.map((id) => {
                      const resource = byId.get(id);
                      const label = resource ? `${resource.method} ${resource.path}` : id;
                      return (
                        <RemovableTag
                          key={id}
                          removeLabel={format(t.unbindResource, { resource: label })}
                          onRemove={
                            rowReadOnly || lock.keptResourceIds.includes(id)
                              ? undefined
                              : () => update(index, { resourceIds: action.resourceIds.filter((held) => held !== id) })
                          }
                        >
                          {label}
                        </RemovableTag>
                      );
                    })}
                    {!rowReadOnly && (
                      <ResourcePicker
                        code={action.code}
                        resources={pickable}
                        kept={lock.keptResourceIds}
                        value={action.resourceIds}
                        onChange={(resourceIds) => update(index, { resourceIds })}
                        disabled={resources.status !== 'ready'}
                      />
                    )}
                  </div>
                </td>
                <td>
                  {!rowReadOnly && !lock.kept && (
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      icon="cross"
                      aria-label={format(t.removeAction, { code: action.code })}
                      onClick={() => onChange(actions.filter((_, i) => i !== index))}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {actions.length === 0 && <p className={`${Classes.TEXT_MUTED} app-actions-editor__empty`}>{t.noActions}</p>}
      {!readOnly && (
        <Button
          size="small"
          icon="plus"
          onClick={() => onChange([...actions, { code: '', name: '', resourceIds: [] }])}
        >
          {t.addAction}
        </Button>
      )}
    </div>
  );
}
