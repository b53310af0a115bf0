import { Button, Callout, Classes, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import type { OptionsState } from '../../../components/crud/create-options-slice';
import { format, messages } from '../../../i18n';
import type { MenuAction, ResourceOption } from '../api';
import type { MenuErrors } from '../menu-form';
import { ResourcePicker } from './resource-picker';

const menuTexts = messages.systemMenus;

/** Props of `ActionsEditor`. */
export interface ActionsEditorProps {
  actions: readonly MenuAction[];
  errors: MenuErrors['actions'];
  resources: OptionsState<ResourceOption>;
  onChange: (actions: MenuAction[]) => void;
  /** @default false */
  readOnly?: boolean;
}

/** A menu's actions as editable rows: code, name, and the resources each opens. */
export function ActionsEditor({ actions, errors, resources, onChange, readOnly = false }: ActionsEditorProps) {
  const t = menuTexts;
  const byId = new Map(resources.items.map((resource) => [resource.id, resource]));
  const update = (index: number, change: Partial<MenuAction>) => onChange(actions.map((action, i) => (i === index ? { ...action, ...change } : action)));
  return (
    <div className="app-actions-editor">
      {resources.status === 'failed' && <Callout intent="warning">{t.resourcesUnavailable}</Callout>}
      <HTMLTable compact striped className="app-actions-editor__table" aria-label={t.actions}>
        <thead>
          <tr>
            <th style={{ width: 120 }}>{t.actionCode}</th>
            <th style={{ width: 120 }}>{t.actionName}</th>
            <th>{t.actionResources}</th>
            <th aria-label={t.removeAction} style={{ width: 40 }} />
          </tr>
        </thead>
        <tbody>
          {actions.map((action, index) => (
            <tr key={index}>
              <td>
                <InputGroup
                  size="small"
                  value={action.code}
                  readOnly={readOnly}
                  aria-label={`${t.actionCode} ${index + 1}`}
                  intent={errors?.[index]?.code ? 'danger' : 'none'}
                  title={errors?.[index]?.code}
                  onValueChange={(code) => update(index, { code })}
                />
              </td>
              <td>
                <InputGroup
                  size="small"
                  value={action.name}
                  readOnly={readOnly}
                  aria-label={`${t.actionName} ${index + 1}`}
                  intent={errors?.[index]?.name ? 'danger' : 'none'}
                  title={errors?.[index]?.name}
                  onValueChange={(name) => update(index, { name })}
                />
              </td>
              <td>
                <div className="app-actions-editor__resources">
                  {action.resourceIds.length === 0 && <span className={Classes.TEXT_MUTED}>{t.noResources}</span>}
                  {action.resourceIds.map((id) => {
                    const resource = byId.get(id);
                    return (
                      <Tag
                        key={id}
                        minimal
                        onRemove={readOnly ? undefined : () => update(index, { resourceIds: action.resourceIds.filter((held) => held !== id) })}
                      >
                        {resource ? `${resource.method} ${resource.path}` : id}
                      </Tag>
                    );
                  })}
                  {!readOnly && (
                    <ResourcePicker
                      code={action.code}
                      resources={resources.items}
                      value={action.resourceIds}
                      onChange={(resourceIds) => update(index, { resourceIds })}
                      disabled={resources.status !== 'ready'}
                    />
                  )}
                </div>
              </td>
              <td>
                {!readOnly && (
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
          ))}
        </tbody>
      </HTMLTable>
      {actions.length === 0 && <p className={`${Classes.TEXT_MUTED} app-actions-editor__empty`}>{t.noActions}</p>}
      {!readOnly && (
        <Button size="small" icon="plus" onClick={() => onChange([...actions, { code: '', name: '', resourceIds: [] }])}>
          {t.addAction}
        </Button>
      )}
    </div>
  );
}
