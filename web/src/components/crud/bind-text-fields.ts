/** The names of a form's string fields. */
export type TextFieldName<Fields> = { [K in keyof Fields]: Fields[K] extends string ? K : never }[keyof Fields];

/**
 * Binds `TextField`s to a form's state: `field('name')` answers that field's value, its message and
 * its change, so `<TextField label={t.name} {...field('name')} />` is the whole binding.
 */
export function bindTextFields<Fields>(
  fields: Fields,
  errors: { [K in TextFieldName<Fields>]?: string },
  set: <K extends keyof Fields>(key: K, value: Fields[K]) => void,
) {
  return <K extends TextFieldName<Fields>>(key: K) => ({
    value: fields[key] as string,
    error: errors[key],
    onChange: (value: string) => set(key, value as Fields[K]),
  });
}
