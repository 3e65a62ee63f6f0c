/**
 * What `@tanstack/devtools-event-client` resolves to in the app's build (vite.config.ts,
 * `noDevtoolsEvents`). TanStack Form sends every form's state to the TanStack Devtools through
 * it: in a store's browser, where no devtools listen, it queued the events and tried to connect
 * for five seconds after each form opened, and its code was in the pages' JS (about 1 KB gzip).
 * The same class with nothing behind it (its constructor's options are ignored): nothing is sent,
 * nothing is heard.
 */
export class EventClient {
  getPluginId(): string {
    return '';
  }

  emit(_eventSuffix: string, _payload: unknown): void {}

  on(
    _eventSuffix: string,
    _cb: (event: unknown) => void,
    _options?: { withEventTarget?: boolean },
  ): () => void {
    return () => {};
  }

  onAll(_cb: (event: unknown) => void): () => void {
    return () => {};
  }

  onAllPluginEvents(_cb: (event: unknown) => void): () => void {
    return () => {};
  }
}
