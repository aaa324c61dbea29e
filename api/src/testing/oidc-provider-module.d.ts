// oidc-provider 9 ships no types (and @types/oidc-provider is not installed): the little of its
// API that the stand-in provider (oidc-provider.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  }

  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        interactions?: { url(ctx: unknown, interaction: Interaction): string };
        findAccount?(ctx: unknown, sub: string): Account | undefined | Promise<Account | undefined>;
      },
    );
    Grant: typeof Grant & { find(id: string): Promise<Grant | undefined> };
    Client: { prototype: { compareClientSecret(this: { clientId: string }, actual: string): boolean | Promise<boolean> } };
    on(event: string, listener: (ctx: unknown, error: unknown) => void): this;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
