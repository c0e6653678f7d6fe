import { impressum } from '../../content/legal/impressum';
import type { PageMeta } from '../../renderer/types';

export default { title: impressum.title, description: impressum.description, noIndex: true } satisfies PageMeta;
