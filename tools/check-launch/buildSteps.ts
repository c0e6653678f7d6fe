// What the build script (integrations/buildSite.mjs) needs of the project's TypeScript, in one
// module: whether the English pass runs, and the launch check's one line at the build's end. Vite's
// module runner costs about two seconds of CPU at each start: one start per build.
export { englishIsBuilt } from '#model/i18n/counterparts.ts';
export { launchItems, launchSummary } from './launchReport.ts';
