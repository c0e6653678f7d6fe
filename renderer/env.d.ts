/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly PUBLIC_ENV__SITE_URL?: string;
  readonly PUBLIC_ENV__FORM_ENDPOINT?: string;
}

/** A responsive image from vite-imagetools (`?…&as=picture`). */
declare module '*&as=picture' {
  const picture: {
    sources: Record<'avif' | 'webp' | 'jpeg', string>;
    img: { src: string; w: number; h: number };
  };
  export default picture;
}
