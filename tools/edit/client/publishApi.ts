import { editorApi } from './api';

/** `editorApi` with the shape of the answer the publish actions give (tools/edit/publishActions.ts). */
export const publishApi = <T>(action: string, params: Record<string, unknown> = {}): Promise<T> =>
  editorApi(action, params) as Promise<T>;
