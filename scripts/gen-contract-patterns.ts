/**
 * Part of `npm run gen:api`: the patterns the web app checks, read from `openapi.yaml` into
 * `shared/contract/patterns/menu.ts` and `shared/contract/patterns/forms.ts` (or below the
 * folder named as the first argument, in place of `shared/contract`), so a form refuses exactly what the contract refuses. Each pattern
 * names every place of the contract that states it; the generation fails when those places
 * disagree. `tests/tooling/api-drift.test.ts` fails when a committed file differs from a fresh
 * generation.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..');
const OPENAPI_FILE = path.join(ROOT, 'openapi.yaml');
const CONTRACT_DIR = path.join(ROOT, 'shared', 'contract');

/** One exported pattern: its name, what it is for, and the JSON pointers of the contract that state it. */
interface PatternSpec {
  name: string;
  doc: string;
  at: readonly string[];
}

const schema = (name: string) => `/components/schemas/${name}`;
const property = (name: string, field: string) => `${schema(name)}/properties/${field}`;

/** A generated module: its file in `shared/contract`, what it holds, and its patterns in order. */
interface PatternModule {
  file: string;
  about: string;
  specs: readonly PatternSpec[];
}

/**
 * The patterns the web app checks, in two modules: the menu's come with the first page (the shell
 * checks each loaded menu's `component`), the forms' only with the pages that hold the forms.
 */
export const PATTERN_MODULES: readonly PatternModule[] = [
  {
    file: 'patterns/menu.ts',
    about: "The patterns of a menu's fields, which the shell, the tab store and the menu form check.",
    specs: [
      {
        name: 'ROUTE_NAME_PATTERN',
        doc: "A menu's `routeName`: PascalCase, the route's unique name.",
        at: [property('SystemMenuFields', 'routeName')],
      },
      {
        name: 'ROUTE_PATH_PATTERN',
        doc: "A menu's `routePath`: absolute, lowercase segments.",
        at: [property('SystemMenuFields', 'routePath')],
      },
      {
        name: 'COMPONENT_PATTERN',
        doc: "A menu's `component`: `/layouts/<Name>`, or a page folder under `web/src/pages` such as `system/user`.",
        at: [property('SystemMenuFields', 'component')],
      },
      {
        name: 'ACTION_CODE_PATTERN',
        doc: "A menu action's `code`, the second half of a permission `<routeName>.<code>`.",
        at: [schema('ActionCode')],
      },
      {
        name: 'HREF_PATTERN',
        doc: 'An external `http:`/`https:` link: a host name, then RFC 3986 path, query and fragment characters (`Href`).',
        at: [schema('Href')],
      },
    ],
  },
  {
    file: 'patterns/forms.ts',
    about: 'The patterns the other web forms and the list filters check.',
    specs: [
      { name: 'EMAIL_PATTERN', doc: 'An e-mail address (`Email`).', at: [schema('Email')] },
      { name: 'PHONE_PATTERN', doc: 'A phone number, or empty (`OptionalPhone`).', at: [schema('OptionalPhone')] },
      {
        name: 'SHOWN_NAME_PATTERN',
        doc: 'A shown name: no control characters, and not blank once invisible code points are left out.',
        at: [
          property('UpdateProfileParam', 'realName'),
          property('SystemUserCreateParam', 'realName'),
          property('SystemUserUpdateParam', 'realName'),
          property('SystemRoleParam', 'name'),
          property('SystemMenuFields', 'name'),
          property('SystemMenuAction', 'name'),
          property('DemoItemParam', 'name'),
          property('DemoItemParam', 'owner'),
        ],
      },
      {
        name: 'USER_NAME_PATTERN',
        doc: "A user's sign-in name.",
        at: [property('SystemUserCreateParam', 'userName'), property('SystemUserUpdateParam', 'userName')],
      },
      {
        name: 'ROLE_IDS_PATTERN',
        doc: 'A list filter of up to 20 comma-separated role ids.',
        at: ['/paths/~1users/get/parameters/roleIds/schema', '/paths/~1users~1export/get/parameters/roleIds/schema'],
      },
      {
        name: 'RESOURCE_PATH_PATTERN',
        doc: "An API resource's path: absolute, segments of URL-safe characters or `{param}`.",
        at: [property('SystemResourceParam', 'path')],
      },
      {
        name: 'AUDIT_LOG_ID_PATTERN',
        doc: "An audit log record's id (the operation log's record a link opens).",
        at: ['/components/schemas/AuditLogId'],
      },
    ],
  },
];

/**
 * The node at `pointer` in `document`. A segment that is not an index into an array picks the
 * element of that `name` (an operation's parameters), so a pointer survives parameters reordered.
 */
function nodeAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && !/^\d+$/.test(key)) {
      node = node.find((item: unknown) => (item as { name?: unknown } | null)?.name === key);
    } else if (typeof node === 'object' && node !== null) {
      node = (node as Record<string, unknown>)[key];
    } else {
      node = undefined;
    }
  }
  return node;
}

/** The one pattern the places of `spec` state; throws when one has none or they differ. */
function patternOf(document: unknown, spec: PatternSpec): RegExp {
  const sources = spec.at.map((pointer) => {
    const pattern = (nodeAt(document, pointer) as { pattern?: unknown } | undefined)?.pattern;
    if (typeof pattern !== 'string') throw new Error(`${spec.name}: openapi.yaml has no pattern at ${pointer}`);
    return pattern;
  });
  const [first, ...rest] = sources;
  if (first === undefined || rest.some((source) => source !== first))
    throw new Error(`${spec.name}: the places of openapi.yaml that state it disagree (${spec.at.join(', ')})`);
  // The contract's patterns are ECMA-262 with Unicode escapes (`\p{Cc}`, `\u{E0000}`): the `u` flag.
  return new RegExp(first, 'u');
}

/** The source of `module` for the contract `document`. */
export function patternsModule(document: unknown, module: PatternModule): string {
  const lines = [
    '// Generated by scripts/gen-contract-patterns.ts from openapi.yaml (npm run gen:api); do not edit.',
    `// ${module.about} Each is the contract's pattern exactly.`,
  ];
  for (const spec of module.specs) {
    const { source } = patternOf(document, spec);
    lines.push('', '/**', ` * ${spec.doc}`, ...spec.at.map((at) => ` * @see openapi.yaml \`${at}\``), ' */');
    lines.push(`export const ${spec.name} = /${source}/u;`);
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const dir = process.argv[2] ?? CONTRACT_DIR;
  const document: unknown = parse(readFileSync(OPENAPI_FILE, 'utf8'));
  for (const module of PATTERN_MODULES) {
    const out = path.join(dir, module.file);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, patternsModule(document, module));
    console.info(`${module.specs.length} patterns written to ${path.relative(ROOT, out)}`);
  }
}

if (require.main === module) main();
