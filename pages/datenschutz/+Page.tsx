import { LegalArticle } from '#components/legal/LegalArticle';
import { datenschutz } from '#model/legal/datenschutz';
import { legalLabels } from '#model/legal/labels';

export default function Page() {
  return <LegalArticle page={datenschutz} updatedLabel={legalLabels.updated} />;
}
