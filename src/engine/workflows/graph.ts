/** A directed graph of status ids: status -> statuses one step away. */
export type StatusGraph = ReadonlyMap<number, readonly number[]>;

/** Pure. Builds a graph from edges; every listed node is present, also without edges. */
export function buildGraph(nodes: Iterable<number>, edges: Iterable<readonly [number, number]>): StatusGraph {
  const graph = new Map<number, number[]>();
  for (const node of nodes) graph.set(node, []);
  for (const [from, to] of edges) graph.get(from)?.push(to);
  return graph;
}

/** Pure. The same graph with every edge turned around. */
export function reverseGraph(graph: StatusGraph): StatusGraph {
  const edges: [number, number][] = [];
  for (const [from, targets] of graph) for (const to of targets) edges.push([to, from]);
  return buildGraph(graph.keys(), edges);
}

/** Pure. All nodes reachable from `start` (including it), breadth first. */
export function reachableFrom(graph: StatusGraph, start: number): Set<number> {
  const seen = new Set<number>([start]);
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift())
    for (const next of graph.get(node) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
}
