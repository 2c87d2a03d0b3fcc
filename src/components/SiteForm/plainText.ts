type Node = { text?: unknown; children?: Node[] }

/** The words of a rich-text value, paragraphs joined by spaces: enough for a toast. */
export function plainText(value: { root?: Node } | null | undefined): string {
  const words: string[] = []
  const walk = (node: Node) => {
    if (typeof node.text === 'string') words.push(node.text)
    node.children?.forEach((child, index) => {
      walk(child)
      if (node === value?.root && index < node.children!.length - 1) words.push(' ')
    })
  }
  if (value?.root) walk(value.root)
  return words.join('').replace(/\s+/g, ' ').trim()
}
