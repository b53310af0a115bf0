import { RESOURCE_PATH_PATTERN } from '@shared/contract/patterns/forms';
import { type FieldErrors, requiredText } from '@/components/crud/validators';
import { systemResources } from '@/i18n/page-messages';
import type { HttpMethod, ResourceParam, SystemResource } from './api';

const resourceTexts = systemResources;

/** What the resource dialog edits. */
export interface ResourceFields {
  method: HttpMethod;
  path: string;
  memo: string;
}

/** The fields of a new resource. */
export const emptyResourceFields: ResourceFields = { method: 'GET', path: '', memo: '' };

/** The fields for editing `resource`. */
export function resourceToFields({ method, path, memo }: SystemResource): ResourceFields {
  return { method, path, memo };
}

/** The path is required and in the contract's format. */
export function validateResource({ path }: ResourceFields): FieldErrors<ResourceFields> {
  return {
    path:
      requiredText(path, resourceTexts.path) ??
      (RESOURCE_PATH_PATTERN.test(path.trim()) ? undefined : resourceTexts.pathFormat),
  };
}

/** What saving sends. */
export function toResourceParam({ method, path, memo }: ResourceFields): ResourceParam {
  return { method, path: path.trim(), memo: memo.trim() };
}
