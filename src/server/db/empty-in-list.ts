import {
  BinaryOperationNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const isEmptyList = (node: unknown) =>
  (PrimitiveValueListNode.is(node as never) && (node as PrimitiveValueListNode).values.length === 0) ||
  (ValueListNode.is(node as never) && (node as ValueListNode).values.length === 0);

/** `x in ()` becomes `1 = 0` (nothing matches) and `x not in ()` becomes `1 = 1` (everything does). */
class EmptyInListTransformer extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node);
    const operator = OperatorNode.is(transformed.operator) ? transformed.operator.operator : undefined;
    if ((operator !== 'in' && operator !== 'not in') || !isEmptyList(transformed.rightOperand))
      return transformed;
    return BinaryOperationNode.create(
      ValueNode.createImmediate(1),
      OperatorNode.create('='),
      ValueNode.createImmediate(operator === 'in' ? 0 : 1),
    );
  }
}

/**
 * Whether a query tree holds an empty list: a walk that allocates nothing, far cheaper than the transformer,
 * which rebuilds (and freezes) every node of the tree. A value's own content (ValueNode: a JSON object, a Date)
 * is no part of the tree.
 */
export function holdsEmptyList(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) {
    for (const item of node) if (holdsEmptyList(item)) return true;
    return false;
  }
  const kind = (node as { kind?: unknown }).kind;
  if (kind === 'ValueNode') return false;
  // primitives only: nothing further down
  if (kind === 'PrimitiveValueListNode') return isEmptyList(node);
  if (kind === 'ValueListNode' && isEmptyList(node)) return true;
  for (const key in node) if (holdsEmptyList((node as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * Every query of the app: an empty list on the right of IN (a filter that selects nothing, an empty id list
 * from a request) is answered as the empty set instead of reaching PostgreSQL as the syntax error `in ()`.
 * Once here rather than a guard before every `where(..., 'in', list)`.
 */
export class EmptyInListPlugin implements KyselyPlugin {
  private readonly transformer = new EmptyInListTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // nearly every query has none: it is then compiled as it is
    return holdsEmptyList(args.node) ? this.transformer.transformNode(args.node) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
