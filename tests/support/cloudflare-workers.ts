/**
 * Plain Node (the unit project) cannot load `cloudflare:workers`. Modules that reach the
 * backend's entry (functions/commerce/index.ts) load its Durable Object classes with it, so the
 * unit project resolves the module to this base class; no unit test constructs a Durable Object
 * (those run in workerd: the commerce projects).
 */
export class DurableObject<E = unknown> {
  constructor(
    protected ctx: DurableObjectState,
    protected env: E,
  ) {}
}
