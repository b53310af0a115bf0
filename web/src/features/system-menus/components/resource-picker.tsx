import { Button, Checkbox, InputGroup, Menu, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { format } from '@/i18n';
import { systemMenus } from '@/i18n/page-messages';
import type { ResourceOption } from '@/features/system-menus/api';

const menuTexts = systemMenus;

/** Props of `ResourcePicker`. */
export interface ResourcePickerProps {
  /** The action's code, for the button's accessible name. */
  code: string;
  resources: readonly ResourceOption[];
  value: readonly string[];
  onChange: (resourceIds: string[]) => void;
  /** @default false */
  disabled?: boolean;
  /** Resources that stay ticked (the server refuses to take them away). @default none */
  kept?: readonly string[];
}

/** A popover of checkboxes over the resource list, filtered by path as the user types. */
export function ResourcePicker({ code, resources, value, onChange, disabled = false, kept = [] }: ResourcePickerProps) {
  const [filter, setFilter] = useState('');
  const keyword = filter.trim().toLowerCase();
  const shown =
    keyword === ''
      ? resources
      : resources.filter((r) => `${r.method} ${r.path} ${r.memo}`.toLowerCase().includes(keyword));
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((held) => held !== id));
  return (
    <PopoverNext
      placement="bottom-end"
      // Focus stays where the closing click landed (PopoverNext would pull it back to the button).
      shouldReturnFocusOnClose={false}
      disabled={disabled}
      content={
        <div className="app-resource-picker">
          <InputGroup
            leftIcon="search"
            placeholder={menuTexts.searchResources}
            aria-label={menuTexts.searchResources}
            value={filter}
            onValueChange={setFilter}
          />
          <Menu className="app-resource-picker__list">
            {shown.map((resource) => (
              <li key={resource.id}>
                <Checkbox
                  className="app-resource-picker__item"
                  checked={value.includes(resource.id)}
                  disabled={kept.includes(resource.id)}
                  label={`${resource.method} ${resource.path}`}
                  onChange={(event) => toggle(resource.id, event.currentTarget.checked)}
                />
              </li>
            ))}
          </Menu>
        </div>
      }
    >
      <Button
        size="small"
        icon="link"
        variant="minimal"
        disabled={disabled}
        aria-label={format(menuTexts.pickResourcesFor, { code })}
      >
        {menuTexts.pickResources}
      </Button>
    </PopoverNext>
  );
}
