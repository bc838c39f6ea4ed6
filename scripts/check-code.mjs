#!/usr/bin/env node
// The type check and the lint of `npm test` from one TypeScript program per project (the server and its tests,
// tsconfig.json; the web app, frontend/tsconfig.json): `tsc --noEmit` on each, then ESLint's typed rules
// (no-floating-promises, …) given those same programs (typescript-eslint's `parserOptions.programs`), where
// `npm run typecheck` and `npm run lint` each build them again. `npm run lint` and `npm run typecheck` stay, each
// on its own, for an editor's or a person's quick look.
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const PROJECTS = ['tsconfig.json', 'frontend/tsconfig.json'];
// The files eslint.config.js checks with type information (its TypeScript block).
const TYPED_FILES = ['src/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'test/**/*.ts'];

const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
const t0 = Date.now();
let typeErrors = 0;
const programs = PROJECTS.map((project) => {
  const config = ts.readConfigFile(project, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(resolve(project)), undefined, resolve(project));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true }, projectReferences: parsed.projectReferences });
  const diagnostics = [...(config.error ? [config.error] : []), ...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  typeErrors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(`type check ${project}: ${diagnostics.length === 0 ? 'ok' : `${diagnostics.length} problems`} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
  return program;
});

const t1 = Date.now();
const eslint = new ESLint({ overrideConfig: [{ files: TYPED_FILES, languageOptions: { parserOptions: { projectService: false, programs } } }] });
const results = await eslint.lintFiles(['.']);
const report = (await eslint.loadFormatter('stylish')).format(results);
if (report) process.stdout.write(report);
// As `eslint .` decides: errors fail the run, warnings are shown.
const lintErrors = results.reduce((n, r) => n + r.errorCount, 0);
process.stdout.write(`lint: ${results.length} files, ${lintErrors === 0 ? 'ok' : `${lintErrors} errors`} (${((Date.now() - t1) / 1000).toFixed(1)} s)\n`);
process.exit(typeErrors > 0 || lintErrors > 0 ? 1 : 0);
