import { printCopy } from '#model/copy/print.ts';

/** The page's address at the top of a printout; hidden on screen (components/theme/printStyles.ts). */
export function PrintUrl({ url }: { url: string }) {
  return (
    <p data-print-only="">
      {printCopy.online} {url}
    </p>
  );
}
