/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Base URL of the club's API. Empty: the demo backend (MSW) answers in the browser. */
  readonly VITE_API_BASE_URL?: string;
  /** Set by vite.config.ts: the contract's hash; stored answers of another contract are dropped. */
  readonly VITE_CONTRACT_VERSION?: string;
}
