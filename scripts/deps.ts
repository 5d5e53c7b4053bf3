/**
 * Prints the server's dependency graph at module level (modules/<d>, workflows/<w>, console/<d>, http, db, jobs …),
 * one line per node, lists the cycles, and exits 1 when the member-facing layer (modules/<d>) has a cycle.
 *
 * Usage: node --import tsx scripts/deps.ts [--tests] [--files] [--fold-console] [--src <dir>]
 *   --tests  also count imports made by tests and test helpers (left out by default: they are not the product's shape)
 *   --files  after each cycle, name one file-level import behind each of its edges
 *   --fold-console  count the old shape's modules/<d>/console-*.ts as part of <d> (the graph as the module folders drew it)
 *   --src    another server source root (e.g. a `git archive` of an older commit), default apps/server/src
 * db/schema.ts importing every *.tables.ts is the sanctioned way the client learns the schema, so that edge is left out.
 */
import { readdirSync, statSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The node a file belongs to, with the layer that node sits in. */
export interface Node {
  name: string;
  layer: 'module' | 'console' | 'workflow' | 'http' | 'infra' | 'app' | 'test';
}

const SOURCE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|test-kit|property\.test)\.ts$|(^|\/)test\//;

/** Maps a path relative to apps/server/src to its node; the old shape's modules/<d>/console-*.ts count as `<d>/console`. */
export function nodeOf(file: string, foldConsole = false): Node {
  const parts = file.split('/');
  const [top, second] = parts;
  if (top === 'modules' && second && parts.length > 2) {
    const rest = parts.slice(2);
    if (!foldConsole && (rest[0] === 'console' || (rest.length === 1 && rest[0]!.startsWith('console-'))))
      return { name: `${second}/console`, layer: 'console' };
    return { name: second, layer: 'module' };
  }
  if (top === 'console') return { name: parts.length > 2 ? `console/${second}` : 'console', layer: 'console' };
  if (top === 'workflows' && parts.length > 2) return { name: `workflows/${second}`, layer: 'workflow' };
  if (top === 'http') return { name: 'http', layer: 'http' };
  if (top === 'db') return { name: second === 'seed' ? 'db/seed' : 'db', layer: 'infra' };
  if (top === 'jobs' || top === 'integrations' || top === 'scripts') return { name: top, layer: 'infra' };
  if (top === 'test') return { name: 'test', layer: 'test' };
  return { name: file.replace(/\.tsx?$/, ''), layer: 'app' };
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

/** One file-level import behind a node-level edge, kept to explain cycles. */
interface Evidence {
  from: string;
  to: string;
}

/** Builds the node graph of a source root: node -> (node it imports -> file imports behind that edge). */
export function buildGraph(srcRoot: string, withTests: boolean, foldConsole = false): Map<string, Map<string, Evidence[]>> {
  const graph = new Map<string, Map<string, Evidence[]>>();
  for (const abs of walk(srcRoot)) {
    const file = relative(srcRoot, abs).split(sep).join('/');
    if (!withTests && TEST_FILE.test(file)) continue;
    const fromNode = nodeOf(file, foldConsole);
    const from = fromNode.name;
    LAYERS.set(from, fromNode.layer);
    const edges = graph.get(from) ?? new Map<string, Evidence[]>();
    graph.set(from, edges);
    for (const imported of ts.preProcessFile(readFileSync(abs, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(abs, imported.fileName);
      if (!target) continue;
      const targetFile = relative(srcRoot, target).split(sep).join('/');
      if (!withTests && TEST_FILE.test(targetFile)) continue;
      if (file === 'db/schema.ts' && targetFile.endsWith('.tables.ts')) continue;
      const toNode = nodeOf(targetFile, foldConsole);
      const to = toNode.name;
      LAYERS.set(to, toNode.layer);
      if (to === from) continue;
      const list = edges.get(to) ?? [];
      list.push({ from: file, to: targetFile });
      edges.set(to, list);
    }
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan), each sorted by name. */
export function cycles(graph: Map<string, Map<string, unknown>>, keep: (node: string) => boolean): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!keep(w)) continue;
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (keep(v) && !indices.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

const LAYER_ORDER: Node['layer'][] = ['module', 'workflow', 'console', 'http', 'infra', 'app', 'test'];
const LAYER_TITLE: Record<Node['layer'], string> = {
  module: 'Member-facing modules (modules/<d>)',
  workflow: 'Workflows (workflows/<w>)',
  console: 'Back office (console/<d>; old shape: modules/<d>/console-*.ts shown as <d>/console)',
  http: 'HTTP layer',
  infra: 'Infrastructure',
  app: 'Composition root and top-level files',
  test: 'Test helpers',
};

/** The layer of each node seen by buildGraph. */
const LAYERS = new Map<string, Node['layer']>();
const layerOfName = (name: string): Node['layer'] => LAYERS.get(name) ?? 'app';

function main(): void {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const srcAt = argv.indexOf('--src');
  const srcRoot = srcAt >= 0 && argv[srcAt + 1] ? resolve(argv[srcAt + 1]!) : join(root, 'apps/server/src');
  const graph = buildGraph(srcRoot, args.has('--tests'), args.has('--fold-console'));
  const names = [...graph.keys()].sort();
  const lines: string[] = [
    `Server module graph (${relative(root, srcRoot) || srcRoot}${args.has('--tests') ? ', tests included' : ', tests left out'}` +
      `${args.has('--fold-console') ? ', console-*.ts folded into their module' : ''}; db/schema.ts -> *.tables.ts left out)`,
  ];
  for (const layer of LAYER_ORDER) {
    const inLayer = names.filter((n) => layerOfName(n) === layer);
    if (inLayer.length === 0) continue;
    lines.push('', `## ${LAYER_TITLE[layer]}`);
    const width = Math.max(...inLayer.map((n) => n.length));
    for (const n of inLayer) {
      const targets = [...graph.get(n)!.keys()].sort();
      lines.push(`${n.padEnd(width)} -> ${targets.length ? targets.join(', ') : '(nothing)'}`);
    }
  }

  const explain = (component: string[]): void => {
    if (!args.has('--files')) return;
    const members = new Set(component);
    for (const a of component)
      for (const [b, evidence] of graph.get(a) ?? [])
        if (members.has(b))
          lines.push(`    ${a} -> ${b}: ${evidence[0]!.from} -> ${evidence[0]!.to}${evidence.length > 1 ? ` (+${evidence.length - 1})` : ''}`);
  };
  const moduleCycles = cycles(graph, (n) => layerOfName(n) === 'module');
  lines.push('', `## Cycles among member-facing modules: ${moduleCycles.length}`);
  for (const c of moduleCycles) {
    lines.push(`  CYCLE (${c.length}): ${c.join(', ')}`);
    explain(c);
  }
  const domainCycles = cycles(graph, (n) => ['module', 'workflow', 'console'].includes(layerOfName(n)));
  lines.push('', `## Cycles across modules, workflows and back office: ${domainCycles.length}`);
  for (const c of domainCycles) {
    lines.push(`  CYCLE (${c.length}): ${c.join(', ')}`);
    explain(c);
  }
  const allCycles = cycles(graph, () => true);
  lines.push('', `## Cycles across all nodes (any layer, infrastructure included): ${allCycles.length}`);
  for (const c of allCycles) lines.push(`  CYCLE (${c.length}): ${c.join(', ')}`);
  console.log(lines.join('\n'));
  if (moduleCycles.length > 0) {
    console.error(`\nFAIL: ${moduleCycles.length} cycle(s) among member-facing modules (see above; --files names the imports).`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
