/** Addresses of the files scripts/generatedAssetsPlugin.ts writes into the upload folder. */
declare module 'virtual:generated-assets' {
  /** The icon sprite (components/ui/Icon.tsx). */
  export const spriteUrl: string;
  /** The print stylesheet (renderer/documentHead.ts). */
  export const printStylesheetUrl: string;
}
