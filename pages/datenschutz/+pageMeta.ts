import { datenschutz } from '../../content/legal/datenschutz';
import type { PageMeta } from '../../renderer/types';

export default { title: datenschutz.title, description: datenschutz.description, noIndex: true } satisfies PageMeta;
