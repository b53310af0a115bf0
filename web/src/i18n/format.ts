/** Values a template placeholder can take. */
export type TemplateParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders of a catalogue template, e.g.
 * `format('Status:{status}', { status: 502 })` → `'Status:502'`. A placeholder with no value
 * stays as it is, so a missing parameter is visible rather than silently empty.
 */
export function format(template: string, params: TemplateParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
