/**
 * Renders an nginx template the way the official image's entrypoint does (envsubst restricted to
 * the variables that are set): `${NAME}` and `$NAME` of a given variable are replaced, every other
 * `$name` is nginx's own and is left alone.
 */

/** Values for the template's variables, by name. */
export type TemplateVars = Readonly<Record<string, string>>;

/** Names written like environment variables (`${API_UPSTREAM}`), which envsubst would replace. */
const ENV_STYLE = /\$\{([A-Z][A-Z0-9_]*)\}|\$([A-Z][A-Z0-9_]*)\b/g;

/**
 * Replaces every variable of `vars` in `template`. Throws when the template uses an
 * environment-style variable that `vars` lacks: in the container that variable would stay as
 * literal text and nginx would refuse the configuration, so the harness fails the same way, only
 * earlier and with the variable's name.
 */
export function renderTemplate(template: string, vars: TemplateVars): string {
  const missing = new Set<string>();
  const rendered = template.replace(ENV_STYLE, (match, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? '';
    const value = vars[name];
    if (value === undefined) {
      missing.add(name);
      return match;
    }
    return value;
  });
  if (missing.size > 0) {
    throw new Error(`nginx template: no value for ${[...missing].map((n) => `\${${n}}`).join(', ')}`);
  }
  return rendered;
}
