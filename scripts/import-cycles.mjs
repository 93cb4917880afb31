#!/usr/bin/env node
/**
 * Fails when the project's own modules import each other in a circle, `import type` and
 * `export … from` included (ESLint's import-x/no-cycle may skip type-only imports, and a type
 * cycle still ties the modules into one unit a newcomer has to read at once; ADR 153).
 *
 *   node scripts/import-cycles.mjs          prints every cycle, exit 1 when there is one
 *   node scripts/import-cycles.mjs --json   the same as JSON (used by its test)
 *
 * Imports are read and resolved with the TypeScript compiler API and tsconfig.json (paths such
 * as `~/…` included); packages in node_modules are not followed.
 */
import ts from "typescript";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every module under the given folders and the import edges between them. */
export function importGraph(root = ROOT, folders = ["app", "functions"]) {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, ts.sys.readFile).config;
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const files = parsed.fileNames.filter(
    (file) => folders.some((folder) => file.startsWith(path.join(root, folder) + path.sep)) && !file.endsWith(".d.ts"),
  );
  const host = ts.createCompilerHost(parsed.options);
  const graph = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? "", ts.ScriptTarget.Latest, false);
    const targets = new Set();
    for (const specifier of moduleSpecifiers(source)) {
      const resolved = ts.resolveModuleName(specifier, file, parsed.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.endsWith(".d.ts") || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      targets.add(target);
    }
    graph.set(path.resolve(file), targets);
  }
  return graph;
}

/** import / import type / export … from / dynamic import("…") / require("…"). */
function moduleSpecifiers(source) {
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require"))
        found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Strongly connected components with more than one module (or a module importing itself): Tarjan. */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const strongConnect = (start) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], next: 0 }];
    const enter = (node) => {
      indices.set(node, index);
      low.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
    };
    enter(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const target = frame.edges[frame.next++];
        if (!graph.has(target)) continue;
        if (!indices.has(target)) {
          enter(target);
          work.push({ node: target, edges: [...(graph.get(target) ?? [])], next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), indices.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) strongConnect(node);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(importGraph()).map((component) => component.map((file) => path.relative(ROOT, file)));
  if (process.argv.includes("--json")) console.log(JSON.stringify(cycles));
  else if (cycles.length) {
    for (const component of cycles)
      console.error(`import cycle through ${component.length} modules:\n  ${component.join("\n  ")}`);
  } else console.log("no import cycles");
  process.exitCode = cycles.length ? 1 : 0;
}
