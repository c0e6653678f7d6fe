/**
 * The walk's ports, from the developer's port variables (as the tools tier's), above the ranges the
 * tool specs use: the host's servers and the editors of the three computers of the walk.
 */
const deployBase = Number(process.env.DEPLOY_TEST_PORT ?? 4460) + 100;
const editorBase = Number(process.env.EDITOR_TEST_PORT ?? 4290) + 40;

export const walkPorts = {
  sshd: deployBase,
  https: deployBase + 1,
  http: deployBase + 2,
  forms: deployBase + 3,
  /** In front of sshd: the address the owner enters, which the walk can cut as a server that goes away. */
  relay: deployBase + 4,
  editors: [editorBase, editorBase + 1, editorBase + 2],
} as const;

/** The site's names; the browser of the walk finds them on the host's web server (playwright.walk.config.ts). */
export const siteNames = ['www.berger-strategie.at', 'berger-strategie.at'];
