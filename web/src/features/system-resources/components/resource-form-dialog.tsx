import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { HOLDS_EVERYTHING, type Holdings } from '@/features/crud';
import { TextField } from '@/components/crud/text-field';
import type { RecordDialogProps } from '@/components/crud/record-dialog-props';
import { RecordFormDialog } from '@/components/crud/record-form-dialog';
import { useRecordForm } from '@/components/crud/use-record-form';
import { systemResources } from '@/i18n/page-messages';
import { HTTP_METHODS, type ResourceParam, type SystemResource, isHttpMethod } from '@/features/system-resources/api';
import {
  emptyResourceFields,
  resourceToFields,
  toResourceParam,
  validateResource,
} from '@/features/system-resources/resource-form';
import { mayMoveResource } from '@/features/system-resources/resource-privileges';

const resourceTexts = systemResources;

/** Props of `ResourceFormDialog`. */
export type ResourceFormDialogProps = RecordDialogProps<SystemResource, ResourceParam, ResourceParam> & {
  /** What the signed-in user holds: a bound resource keeps its method and path for anyone but root. @default HOLDS_EVERYTHING */
  holdings?: Holdings;
};

/** Creates or edits an API resource: method, route path and memo. */
export function ResourceFormDialog({ holdings = HOLDS_EVERYTHING, ...dialog }: ResourceFormDialogProps) {
  const { record: resource } = dialog;
  const callFixed = resource !== null && !mayMoveResource(holdings, resource);
  const form = {
    empty: emptyResourceFields,
    toFields: resourceToFields,
    validate: validateResource,
    toCreate: toResourceParam,
    toUpdate: toResourceParam,
  };
  const { fields, set, field, submit } = useRecordForm({ dialog, ...form });

  const t = resourceTexts;
  return (
    <RecordFormDialog dialog={dialog} texts={t} onSubmit={submit}>
      <FormGroup
        label={t.method}
        labelFor="resource-method"
        labelInfo="*"
        helperText={callFixed ? t.boundCallFixed : undefined}
      >
        <HTMLSelect
          id="resource-method"
          fill
          disabled={callFixed}
          value={fields.method}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isHttpMethod(value)) set('method', value);
          }}
          options={HTTP_METHODS.map((method) => ({ value: method, label: method }))}
        />
      </FormGroup>
      <TextField
        label={t.path}
        required
        helperText={t.pathHelp}
        placeholder="/api/v1/..."
        disabled={callFixed}
        {...field('path')}
      />
      <TextField label={t.memo} {...field('memo')} />
    </RecordFormDialog>
  );
}
