// The page texts of content/texts/contact.yaml, checked. One door for all of the owner's content
// (README.md here): in Vite the content plugin serves this module as the content itself.
import { contentOf } from '../load/content.ts';

export default contentOf('contact');
