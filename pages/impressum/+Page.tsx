import { LegalArticle } from '#components/legal/LegalArticle';
import { impressum } from '#model/legal/impressum';
import { legalLabels } from '#model/legal/labels';

export default function Page() {
  return <LegalArticle page={impressum} updatedLabel={legalLabels.updated} />;
}
