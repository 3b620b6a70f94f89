const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML attribute value or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `<tag a="b">` with every value escaped; attributes with an undefined value are left out. */
export function voidTag(name: string, attributes: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`);
  return `<${[name, ...pairs].join(' ')} />`;
}

/** JSON for a `<script type="application/ld+json">` block: `<` is escaped so no `</script>` can close it early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
