// The pages that exist in both languages (model/i18n/counterparts.ts), made by the build. One door for
// all of the owner's content (README.md here): in Vite the content plugin serves this module.
import { contentOf } from '../load/content.ts';

export default contentOf('translations');
