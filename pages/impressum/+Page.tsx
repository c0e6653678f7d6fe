import { LegalArticle } from '#components/legal/LegalArticle.tsx';
import { impressum } from '#model/legal/impressum.ts';
import { legalLabels } from '#model/legal/labels.ts';

export default function Page() {
  return <LegalArticle page={impressum} updatedLabel={legalLabels.updated} />;
}
