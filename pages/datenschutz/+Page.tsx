import { LegalArticle } from '#components/pages/LegalArticle';
import { datenschutz } from '#content/legal/datenschutz';
import { legalLabels } from '#content/legal/labels';

export default function Page() {
  return <LegalArticle page={datenschutz} updatedLabel={legalLabels.updated} />;
}
