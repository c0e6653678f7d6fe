/**
 * What an English module must export for a German one: the same names and shapes, with every text
 * a text of its own (a German string literal type becomes `string`). Functions keep their parameters
 * and return the same shape; lists keep their length where the German one fixes it.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T extends object
        ? { [K in keyof T]: Words<T[K]> }
        : T;
