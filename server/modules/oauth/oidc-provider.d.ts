// The part of oidc-provider 9 (which ships no types) that this module uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; redirect_uri?: string; scope?: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface ProviderClient {
    clientId: string;
    clientName?: string;
    clientUri?: string;
    redirectUris: string[];
  }

  export interface ProviderGrant {
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContext {
    get(header: string): string;
    type: string;
    body: unknown;
    status: number;
    method: string;
    path: string;
    set(header: string, value: string): void;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: any[]) => void): this;
    Client: { find(id: string): Promise<ProviderClient | undefined> };
    Grant: { new (properties: { accountId: string; clientId: string }): ProviderGrant; find(id: string): Promise<ProviderGrant | undefined> };
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidClientMetadata: new (description: string) => Error;
  };

  export default Provider;
}
