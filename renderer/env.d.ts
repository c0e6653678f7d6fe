/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly PUBLIC_ENV__SITE_URL?: string;
  readonly PUBLIC_ENV__FORM_ENDPOINT?: string;
}
