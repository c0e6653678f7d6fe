// The owner's settings: content/settings/site.yaml, checked, with what follows from it (model/schemas/site.ts).
// One door for all of the owner's content (README.md here): in Vite the content plugin serves this module as
// the content itself.
import { contentOf } from '../load/content.ts';

export default contentOf('settings');
