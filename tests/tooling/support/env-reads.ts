/**
 * Every environment variable the repository's code reads, found in its syntax rather than its text
 * (comments and strings that merely name a variable do not count): `process.env.X`,
 * `process.env['X']`, `import.meta.env.X`, `env.X` / `<options>.env.X`, a helper that reads
 * `process.env[name]` called with a literal name, and a read by a name kept in an object's field
 * (`{ envVar: 'CHROME_PATH' }`). Beside the code: `${X}` in package.json scripts, the compose file
 * and the nginx templates, and `ARG X` in the Dockerfile.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');

/** Where each variable is read: name -> the files (relative to the root) that read it. */
export type EnvReads = Map<string, Set<string>>;

/** A `process.env[…]` whose name the scanner could not follow to a literal. */
export interface DynamicRead {
  file: string;
  line: number;
  text: string;
}

const NAME = /^[A-Z][A-Z0-9_]*$/;

function trackedFiles(pattern: RegExp): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => pattern.test(file));
}

function add(reads: EnvReads, name: string, file: string): void {
  if (!NAME.test(name)) return;
  if (!reads.has(name)) reads.set(name, new Set());
  reads.get(name)!.add(file);
}

/** `process.env`, `import.meta.env`, `env` or `<anything>.env`: an object of environment variables. */
function isEnvObject(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'env';
  return ts.isPropertyAccessExpression(node) && node.name.text === 'env';
}

/** Whether `node` is written (assigned, deleted) rather than read. */
function isWritten(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    return true;
  return ts.isDeleteExpression(parent);
}

interface FileScan {
  file: string;
  source: ts.SourceFile;
  reads: string[];
  writes: Set<string>;
  /** Helpers defined here: a named function reading `process.env[<its parameter>]`, by parameter index. */
  helpers: Map<string, number>;
  dynamic: DynamicRead[];
}

function enclosingFunctionParameter(node: ts.Identifier): { name: string; index: number } | undefined {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionDeclaration(scope) && scope.name) {
      const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
      return index >= 0 ? { name: scope.name.text, index } : undefined;
    }
  }
  return undefined;
}

/** String literals given to a field named `field` anywhere in the file (`{ envVar: 'X' }`). */
function literalsOfField(source: ts.SourceFile, field: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === field &&
      ts.isStringLiteral(node.initializer)
    )
      found.push(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scanFile(file: string, text: string): FileScan {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const scan: FileScan = { file, source, reads: [], writes: new Set(), helpers: new Map(), dynamic: [] };
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    if (ts.isPropertyAccessExpression(node) && isEnvObject(node.expression)) name = node.name.text;
    if (ts.isElementAccessExpression(node) && isEnvObject(node.expression)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteralLike(key)) name = key.text;
      else if (!isWritten(node)) {
        const parameter = ts.isIdentifier(key) ? enclosingFunctionParameter(key) : undefined;
        if (parameter) scan.helpers.set(parameter.name, parameter.index);
        else if (ts.isPropertyAccessExpression(key)) scan.reads.push(...literalsOfField(source, key.name.text));
        else
          scan.dynamic.push({
            file,
            line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            text: node.getText(),
          });
      }
    }
    if (name !== undefined && isWritten(node)) scan.writes.add(name);
    else if (name !== undefined) scan.reads.push(name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scan;
}

/** Literal first arguments (or the helper's argument) of calls to `helpers` in `scan`'s file. */
function helperCalls(scan: FileScan, helpers: Map<string, number>): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      const arg = node.arguments[helpers.get(node.expression.text)!];
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(scan.source);
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Reads in the code (TypeScript and JavaScript), and the `process.env[…]` reads it could not name. */
export function codeEnvReads(): { reads: EnvReads; dynamic: DynamicRead[] } {
  const sources = trackedFiles(/\.(ts|tsx|js|cjs|mjs)$/)
    .filter((file) => !file.endsWith('.d.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  // Parsing is the slow part: a file that never says `env` reads nothing but through a helper.
  const scans = sources.filter(({ text }) => text.includes('env')).map(({ file, text }) => scanFile(file, text));
  const helpers = new Map(scans.flatMap((scan) => [...scan.helpers]));
  const callsHelper = (text: string) => [...helpers.keys()].some((helper) => text.includes(`${helper}(`));
  scans.push(
    ...sources
      .filter(({ text }) => !text.includes('env') && callsHelper(text))
      .map(({ file, text }) => scanFile(file, text)),
  );
  const reads: EnvReads = new Map();
  for (const scan of scans) {
    for (const name of [...scan.reads, ...helperCalls(scan, helpers)]) {
      // A test that sets a variable and reads it back is testing a reader, not reading a setting.
      if (!(isTest(scan.file) && scan.writes.has(name))) add(reads, name, scan.file);
    }
  }
  return { reads, dynamic: scans.flatMap((scan) => scan.dynamic) };
}

/** Reads outside the code: `${X}` in package.json's scripts, the compose file and nginx's templates, `ARG X` in the Dockerfile. */
export function configEnvReads(): EnvReads {
  const reads: EnvReads = new Map();
  const interpolated = (file: string, text: string) => {
    for (const match of text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) add(reads, match[1]!, file);
  };
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  interpolated('package.json', Object.values(scripts).join('\n'));
  for (const file of trackedFiles(/(^|\/)docker-compose\.ya?ml$|\.template$/)) {
    // Comments in them are prose, which may name a variable without reading it.
    interpolated(file, readFileSync(path.join(root, file), 'utf8').replace(/^\s*#.*$/gm, ''));
  }
  for (const file of trackedFiles(/(^|\/)Dockerfile$/)) {
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/^ARG\s+([A-Z][A-Z0-9_]*)/gm))
      add(reads, match[1]!, file);
  }
  return reads;
}

/** Both kinds of reads in one map. */
export function allEnvReads(): { reads: EnvReads; dynamic: DynamicRead[] } {
  const { reads, dynamic } = codeEnvReads();
  for (const [name, files] of configEnvReads()) for (const file of files) add(reads, name, file);
  return { reads, dynamic };
}
