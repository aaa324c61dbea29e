// Test-only: the key paths of a locale subtree, plural forms folded (Czech has `_few` and `_many`, English not).
type Tree = { [key: string]: string | Tree };

export function messageKeys(tree: Tree, prefix = ''): string[] {
  const keys = Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'string' ? [path] : messageKeys(value, `${path}.`);
  });
  return [...new Set(keys)].sort();
}
