/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the club's API. Empty: the demo backend (MSW) answers in the browser. */
  readonly VITE_API_BASE_URL?: string;
}
