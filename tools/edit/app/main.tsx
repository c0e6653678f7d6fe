// The editor's own app at /admin/ (issue 41, tools/edit/OWN-EDITOR.md), served by the dev server
// under `npm run edit`; never part of a build.
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('editor-root');
if (root) createRoot(root).render(<App />);
