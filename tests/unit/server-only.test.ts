import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server/client boundary, kept by a test: every module under lib/ that reaches a server-only
 * resource starts with `import 'server-only';` (or is a `'use server'` actions file), so importing it
 * from a Client Component fails the build instead of bundling secrets or database code.
 *
 * A module reaches a server-only resource when it has a value import (not `import type`) of:
 * - the database: lib/db (index, seed), pg, @electric-sql/pglite, or drizzle-orm's query builder
 *   (`drizzle-orm` itself: eq, and, sql …; not drizzle-orm/pg-core, which only describes tables);
 * - firebase-admin (any entry), nodemailer, next/headers;
 * - node:crypto (secrets, tokens, hashes);
 * - lib/env (the validated environment, secrets included).
 */
const root = resolve(__dirname, '../..');
const SERVER_PACKAGES = [
  /^firebase-admin(\/|$)/,
  /^nodemailer$/,
  /^next\/headers$/,
  /^(node:)?crypto$/,
  /^pg$/,
  /^@electric-sql\/pglite(\/|$)/,
  /^drizzle-orm$/,
];
const SERVER_FILES = ['lib/db/index.ts', 'lib/db/seed.ts', 'lib/env.ts'];

/**
 * Modules that reach a server resource but cannot carry the marker, with the reason. (None today.
 * lib/env.ts itself is not a case: it imports nothing of the above, and must stay unmarked, see below.)
 */
const EXCEPTIONS: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project path an import specifier names (`@/lib/db` → lib/db, `../env` → lib/env), or null for a package. */
function projectPath(specifier: string, from: string): string | null {
  if (specifier.startsWith('@/')) return relative(root, join(root, specifier.slice(2)));
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(from), specifier));
  return null;
}

/** What a module imports as values (type-only imports and exports left out). */
function valueImports(file: string, source: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found.filter((specifier) => {
    if (SERVER_PACKAGES.some((p) => p.test(specifier))) return true;
    const target = projectPath(specifier, file);
    return target !== null && SERVER_FILES.some((f) => [target, `${target}.ts`, `${target}/index.ts`].includes(f));
  });
}

/** Whether the module's first statement is `import 'server-only'` or the `'use server'` directive. */
function marked(source: ts.SourceFile) {
  const first = source.statements[0];
  if (!first) return false;
  if (ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression)) return first.expression.text === 'use server';
  return ts.isImportDeclaration(first) && !first.importClause && ts.isStringLiteral(first.moduleSpecifier) && first.moduleSpecifier.text === 'server-only';
}

function serverModules() {
  return sourceFiles(join(root, 'lib')).flatMap((file) => {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const reaches = valueImports(file, source);
    return reaches.length ? [{ file: relative(root, file), reaches, marked: marked(source) }] : [];
  });
}

describe("import 'server-only' in every server module", () => {
  it("every lib/ module that imports the database, Firebase Admin, mail, next/headers, node:crypto or lib/env starts with it (or with 'use server')", () => {
    const modules = serverModules();
    expect(modules.length).toBeGreaterThan(10); // the rule sees the server modules at all
    const unmarked = modules.filter((m) => !m.marked && !(m.file in EXCEPTIONS)).map((m) => `${m.file} (imports ${m.reaches.join(', ')})`);
    expect(unmarked).toEqual([]);
  });

  it('the exceptions are still needed: each reaches a server resource and is unmarked', () => {
    const modules = new Map(serverModules().map((m) => [m.file, m]));
    for (const file of Object.keys(EXCEPTIONS)) expect({ file, needed: modules.get(file)?.marked === false }).toEqual({ file, needed: true });
  });

  // next.config.ts is loaded by Node at build and start without the react-server condition, where
  // `import 'server-only'` throws: what it imports from lib/ (lib/env.ts, lib/security/headers.ts)
  // must stay unmarked.
  it('the lib/ modules next.config.ts reads at build time do not carry the marker', () => {
    const config = ts.createSourceFile('next.config.ts', readFileSync(join(root, 'next.config.ts'), 'utf8'), ts.ScriptTarget.Latest);
    const fromLib = config.statements
      .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && !s.importClause?.isTypeOnly)
      .map((s) => projectPath((s.moduleSpecifier as ts.StringLiteral).text, join(root, 'next.config.ts')))
      .filter((p): p is string => p !== null && p.startsWith('lib/'));
    expect(fromLib).toContain('lib/env');
    for (const path of fromLib) {
      const file = join(root, `${path}.ts`);
      expect({ path, marked: marked(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)) }).toEqual({ path, marked: false });
    }
  });

  it('the check itself: a module with a database import and no marker is caught, a marked or type-only one is not', () => {
    const check = (text: string) => {
      const file = join(root, 'lib/example/queries.ts');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
      return { reaches: valueImports(file, source), marked: marked(source) };
    };
    expect(check("import { db } from '@/lib/db';\nexport const x = db;")).toEqual({ reaches: ['@/lib/db'], marked: false });
    expect(check("import { env } from '../env';")).toEqual({ reaches: ['../env'], marked: false });
    expect(check("// comment\nimport 'server-only';\nimport { eq } from 'drizzle-orm';")).toEqual({ reaches: ['drizzle-orm'], marked: true });
    expect(check("'use server';\nimport { cookies } from 'next/headers';")).toEqual({ reaches: ['next/headers'], marked: true });
    expect(
      check("import type { Db } from '@/lib/db';\nimport { type Auth } from 'firebase-admin/auth';\nimport { pgTable } from 'drizzle-orm/pg-core';"),
    ).toEqual({ reaches: [], marked: false });
  });
});
