// The address of the articles' search index, a file the build writes. One door for all of the owner's content
// (README.md here): in Vite the content plugin serves this module as the address itself.
import { contentOf } from '../load/content.ts';

export default contentOf('articleSearch');
