import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type express from 'express';

/**
 * Requests and answers born with the Express app's prototypes (issue 47). Express gives each request and
 * answer its app's prototypes with Object.setPrototypeOf as they arrive, which V8 pays for dearly (a new
 * hidden class for each object, and slower property reads after it): about a twentieth of the busy time
 * of a request on /graphql or /mcp. The HTTP server makes them with these constructors instead, whose
 * prototypes become the app's once it exists (`adopt`); Express's setPrototypeOf then finds them in
 * place and does nothing. One per server: each shop (several in a test process) has its own app.
 */
export class HttpObjects {
  private readonly request = Object.create(IncomingMessage.prototype) as object;
  private readonly response = Object.create(ServerResponse.prototype) as object;
  /** For http.createServer. */
  readonly serverOptions: ServerOptions;

  constructor() {
    // Node's constructors are plain functions that may be called on an object made elsewhere.
    function ShopRequest(this: IncomingMessage, socket: Socket) {
      Reflect.apply(IncomingMessage, this, [socket]);
    }
    function ShopResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
      Reflect.apply(ServerResponse, this, [req, options]);
    }
    ShopRequest.prototype = this.request;
    ShopResponse.prototype = this.response;
    this.serverOptions = {
      IncomingMessage: ShopRequest as unknown as typeof IncomingMessage,
      ServerResponse: ShopResponse as unknown as typeof ServerResponse,
    };
  }

  /** The app's request and answer prototypes become the ones this server's objects are born with. */
  adopt(app: express.Express): void {
    const pairs: [object, object][] = [
      [this.request, app.request],
      [this.response, app.response],
    ];
    for (const [born, apps] of pairs) {
      Object.setPrototypeOf(born, Object.getPrototypeOf(apps) as object);
      Object.defineProperties(born, Object.getOwnPropertyDescriptors(apps));
    }
    app.request = this.request as express.Request;
    app.response = this.response as express.Response;
  }
}
