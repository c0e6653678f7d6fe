// Responsive AVIF/WebP/JPEG variants of the portrait, generated at build time by vite-imagetools.
import portrait from '../../content/images/portrait.jpg?w=320;480;640&format=avif;webp;jpg&as=picture';

export { portrait };
