// The editor's app at /admin/, served by the dev server under `npm run edit` (server/http/plugin.ts);
// never part of a build, so nothing of it reaches the site.
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('editor-root');
if (root) createRoot(root).render(<App />);
