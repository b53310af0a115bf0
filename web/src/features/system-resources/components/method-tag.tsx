import { type Intent, Tag } from '@blueprintjs/core';
import type { HttpMethod } from '@/features/system-resources/api';

const intents: Record<HttpMethod, Intent> = {
  GET: 'success',
  POST: 'primary',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
};

/** An HTTP method as a coloured tag: reads stay green, writes warm, deletes red. */
export function MethodTag({ method }: { method: HttpMethod }) {
  return (
    <Tag minimal intent={intents[method]} className="app-method-tag">
      {method}
    </Tag>
  );
}
