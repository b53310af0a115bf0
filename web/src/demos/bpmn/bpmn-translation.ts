import { bpmn } from '@/i18n/demo-messages';

// A Map, so that a key such as "constructor" finds nothing rather than Object's own property.
const library: ReadonlyMap<string, string> = new Map(Object.entries(bpmn.library));

/**
 * bpmn-js's translate service: the catalogue's text for the designer's English key (the key itself
 * where the catalogue has none), its `{name}` placeholders filled from `replacements`.
 */
export function translateBpmn(template: string, replacements: Readonly<Record<string, string>> = {}): string {
  const values = new Map(Object.entries(replacements));
  return (library.get(template) ?? template).replace(
    /\{([^}]+)\}/g,
    (whole, name: string) => values.get(name) ?? whole,
  );
}

/** The module that replaces bpmn-js's translate service with {@link translateBpmn}. */
export const bpmnTranslation = { translate: ['value', translateBpmn] };
