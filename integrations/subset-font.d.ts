// Types for subset-font 2.9 (its own package ships none; @types/subset-font lags behind 2.9's options).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, Axis>;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
