import type { AppContext } from './context.js';

/**
 * Base of every service: business rules for one domain, working on the request's entity manager.
 * `XService.of(ctx)` gives the request's single instance, so services can call each other freely.
 */
export abstract class Service {
  constructor(protected readonly ctx: AppContext) {}

  protected get em() {
    return this.ctx.em;
  }

  static of<T extends Service>(this: new (ctx: AppContext) => T, ctx: AppContext): T {
    let instance = ctx.services.get(this) as T | undefined;
    if (!instance) {
      instance = new this(ctx);
      ctx.services.set(this, instance);
    }
    return instance;
  }
}
