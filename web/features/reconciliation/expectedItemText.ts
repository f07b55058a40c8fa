/** An expected transaction as the reviewer recognises it: `Sumber Makmur — Gaji Oktober 2026 (GAJI-2026-10)`. */
export function expectedItemText(item: { readonly description: string; readonly externalId: string | null | undefined; readonly counterparty: { readonly alias: string } | null | undefined }): string {
  return `${item.counterparty ? `${item.counterparty.alias} — ` : ''}${item.description}${item.externalId ? ` (${item.externalId})` : ''}`;
}
