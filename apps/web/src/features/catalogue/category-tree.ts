import type { CategoryView } from '@sme/shared/schemas/catalogue';

/** A category and the chain of its ancestors, top level first; null when the id is not in the tree. */
export function findCategoryPath(tree: readonly CategoryView[], id: string): CategoryView[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.children ?? [], id);
    if (below) return [node, ...below];
  }
  return null;
}
