import { LegalArticle } from '#components/legal/LegalArticle.tsx';
import { datenschutz } from '#model/legal/datenschutz.ts';
import { legalLabels } from '#model/legal/labels.ts';

export default function Page() {
  return <LegalArticle page={datenschutz} updatedLabel={legalLabels.updated} />;
}
