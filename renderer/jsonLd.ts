import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` block. Only `<` is escaped (as
 * `\u003c`, so no `</script>` can end the block); text stays as it is: "Strategie & Umsetzung"
 * keeps its "&". U+2028/U+2029 are escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: WithContext<Thing> | Graph): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
