import { LegalArticle } from '#components/pages/LegalArticle';
import { impressum } from '#model/legal/impressum';
import { legalLabels } from '#model/legal/labels';

export default function Page() {
  return <LegalArticle page={impressum} updatedLabel={legalLabels.updated} />;
}
