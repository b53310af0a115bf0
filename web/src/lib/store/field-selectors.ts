/**
 * Selectors that each read one field of a slice's state, for a slice's `selectors` option:
 * `fieldSelectors<LoginState>()({ selectLoginStatus: 'status' })` gives
 * `{ selectLoginStatus: (state) => state.status }`. The state's type comes first, on its own, so that
 * the field names are checked against it while the selector names are inferred.
 */
export const fieldSelectors =
  <State>() =>
  <Fields extends Record<string, keyof State>>(fields: Fields) =>
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, (state: State) => state[field]])) as {
      [Name in keyof Fields]: (state: State) => State[Fields[Name]];
    };
