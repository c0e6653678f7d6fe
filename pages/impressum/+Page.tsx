import { LegalArticle } from '#components/pages/LegalArticle';
import { impressum } from '#content/legal/impressum';
import { legalLabels } from '#content/legal/labels';

export default function Page() {
  return <LegalArticle page={impressum} updatedLabel={legalLabels.updated} />;
}
