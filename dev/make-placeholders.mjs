// Writes the neutral placeholder images the consultant replaces by files of the same name:
// content/images/portrait.jpg (640 × 853), public/og-default.jpg (1200 × 630) and the favicons.
// Run once by hand: `node dev/make-placeholders.mjs`.
import sharp from 'sharp';

const ink = '#0F1B2D';
const accent = '#5FC9CF';
const paper = '#F4F1EC';

const portrait = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="853" viewBox="0 0 640 853">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#E9E3D8"/><stop offset="1" stop-color="#CFC6B6"/></linearGradient>
    <linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3C4A60"/><stop offset="1" stop-color="#1E2B40"/></linearGradient>
    <radialGradient id="light" cx="0.7" cy="0.2" r="0.7"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="640" height="853" fill="url(#bg)"/>
  <rect width="640" height="853" fill="url(#light)"/>
  <circle cx="470" cy="210" r="120" fill="none" stroke="#0E7C86" stroke-opacity="0.35" stroke-width="3"/>
  <circle cx="530" cy="210" r="120" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="3"/>
  <ellipse cx="320" cy="350" rx="112" ry="132" fill="url(#fig)"/>
  <path d="M70 853 C 80 640, 190 540, 320 540 C 450 540, 560 640, 570 853 Z" fill="url(#fig)"/>
  <path d="M262 520 L 320 600 L 378 520 Z" fill="#E9E3D8" fill-opacity="0.85"/>
</svg>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${ink}"/>
  <circle cx="930" cy="315" r="190" fill="none" stroke="${accent}" stroke-width="4"/>
  <circle cx="1030" cy="315" r="190" fill="none" stroke="${paper}" stroke-opacity="0.75" stroke-width="4"/>
  <rect x="90" y="150" width="64" height="4" fill="${accent}"/>
  <text x="90" y="250" font-family="Georgia, serif" font-size="64" font-weight="600" fill="${paper}">Strategie, Marke</text>
  <text x="90" y="330" font-family="Georgia, serif" font-size="64" font-weight="600" fill="${paper}">&amp; Umsetzung</text>
  <text x="90" y="420" font-family="Arial, sans-serif" font-size="30" fill="#BAC3D2">Unabhängige Strategieberatung aus Kärnten</text>
  <text x="90" y="470" font-family="Arial, sans-serif" font-size="30" fill="#BAC3D2">für KMU, Startups und Hochschulen</text>
</svg>`;

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="9" fill="${ink}"/>
  <circle cx="16" cy="20" r="9" fill="none" stroke="${accent}" stroke-width="1.8"/>
  <circle cx="24" cy="20" r="9" fill="none" stroke="${paper}" stroke-width="1.8"/>
</svg>`;

await sharp(Buffer.from(portrait)).jpeg({ quality: 86, mozjpeg: true }).toFile('content/images/portrait.jpg');
await sharp(Buffer.from(og)).jpeg({ quality: 85, mozjpeg: true }).toFile('public/og-default.jpg');
await sharp(Buffer.from(icon), { density: 600 }).resize(180, 180).png().toFile('public/apple-touch-icon.png');
await sharp(Buffer.from(icon), { density: 300 }).resize(32, 32).png().toFile('public/favicon-32.png');
await import('node:fs/promises').then((fs) => fs.writeFile('public/favicon.svg', icon));
console.log('placeholders written');
