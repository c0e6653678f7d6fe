// npm run dev:en: the dev server of the English pages (http://127.0.0.1:3001/en/), beside `npm run dev`
// for the German ones. Vite builds a page's modules once per server, so each language has its own
// (docs/english.md). Hot reload as in `npm run dev`.
process.env.SITE_LANGUAGE = 'en';
const port = Number(process.env.PORT ?? 3001);
const { dev } = await import('vike/api');
const { viteServer } = await dev({ viteConfig: { server: { host: '127.0.0.1', port, strictPort: true } } });
viteServer.printUrls();
