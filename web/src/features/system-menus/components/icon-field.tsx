import { Button, FormGroup, InputGroup, PopoverNext } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { isMenuIcon } from '@shared/menu-icons';
import { iconPicker } from '@/i18n/page-messages';
import { IconGrid } from './icon-grid';
import './icon-picker.css';

/** Props of {@link IconField}. */
export interface IconFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message; the input turns red and shows it below. */
  error?: string;
}

/**
 * The menu form's icon: a name typed in, or picked from a searchable grid of previews; the icon a
 * known name draws is shown in the field. The server checks the name as well (`MenuIcon`).
 */
export function IconField({ label, value, onChange, error }: IconFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const [open, setOpen] = useState(false);
  const name = value.trim();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo="*"
      intent={error ? 'danger' : 'none'}
      helperText={error && <span id={helpId}>{error}</span>}
    >
      <InputGroup
        id={id}
        value={value}
        placeholder="person"
        autoComplete="off"
        leftIcon={isMenuIcon(name) ? name : undefined}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId : undefined}
        onValueChange={onChange}
        rightElement={
          <PopoverNext
            isOpen={open}
            onInteraction={setOpen}
            placement="bottom-end"
            content={
              <IconGrid
                value={name}
                onPick={(picked) => {
                  onChange(picked);
                  setOpen(false);
                }}
              />
            }
          >
            <Button variant="minimal" icon="grid-view" aria-label={iconPicker.open} aria-expanded={open} />
          </PopoverNext>
        }
      />
    </FormGroup>
  );
}
