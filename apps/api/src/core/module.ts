import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { SecretBox } from "../security/secret-box.js";
import type { BackgroundWrites } from "./background.js";

/**
 * What the app is built from. Core settings are declared here; each feature adds the settings
 * it reads by augmenting this interface from its own folder (declaration merging), so core
 * never imports a feature and the app's options are still one type.
 */
export interface AppSettings {
  db: Database;
  logger: Logger;
  /** Key for CSRF tokens and sign-in state; every instance behind one site needs the same. */
  sessionSecret: string;
  /** Seals secrets kept at rest (TOTP secrets, links waiting in the outbox). */
  secretBox: SecretBox;
  /** The clock for sessions, tokens, CSRF and two-factor codes (tests pass a fake one). */
  now?: (() => number) | undefined;
  /** The site's public address, for links in e-mails and redirects. */
  publicUrl?: string | undefined;
  /** Recorded with error reports (`NODE_ENV`). */
  environment?: string | undefined;
  trustProxy?: number | undefined;
  /** Log each request (off in tests). */
  logRequests?: boolean | undefined;
  /** Origins allowed to call the API from browsers (`CORS_ORIGINS`). */
  corsOrigins?: readonly string[] | undefined;
  /** Rate-limit counters in Redis when given; in memory otherwise. */
  redis?: Redis | undefined;
  /** Redis key prefix for the rate limits (default `rl:rate:`). */
  rateLimitPrefix?: string | undefined;
  /** Replaces rate-limit figures by rule name (`accountLimit`: the per-account count's). */
  rateLimits?:
    | Readonly<
        Record<
          string,
          {
            windowMs: number;
            limit: number;
            accountLimit?: number | undefined;
            embedKeyLimit?: number | undefined;
            embedKeyAddressLimit?: number | undefined;
          }
        >
      >
    | undefined;
  /** Checks every answer against its route's schema (tests turn it on). */
  validateResponses?: boolean | undefined;
}

/**
 * The services features share, by name. Each feature that offers one augments this interface
 * from its own folder; a module reads what an earlier module in the list provided.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the features.
export interface Services {}

/** What every module is given: the core, built once, and the services provided so far. */
export interface ModuleContext {
  readonly settings: Readonly<AppSettings>;
  readonly db: Database;
  readonly logger: Logger;
  readonly now: () => number;
  /** The site's public address without a trailing slash. */
  readonly publicUrl: string;
  readonly background: BackgroundWrites;
  /** A service an earlier module provided; a programming error when none did. */
  use<Name extends keyof Services>(name: Name): Services[Name];
}

/**
 * Work a module needs done on a schedule (renewals, reminder e-mails). The job queue runs it
 * once per tick across every instance; tests call `run` themselves.
 */
export interface RecurringJob {
  /** Unique across modules, e.g. `billing-clock`. */
  readonly name: string;
  /** A cron expression (UTC), e.g. every minute: `* * * * *`. */
  readonly cron: string;
  run(): Promise<void>;
}

/** What a module adds to the app. */
export interface ModuleParts<Handlers> {
  /** Handlers for routes of the contract's route table, by route name. */
  readonly routes?: Partial<Handlers> | undefined;
  /** Services for the modules after it. */
  readonly provides?: Partial<Services> | undefined;
  /** Waits for work started after answers (for shutdown and tests). */
  readonly settle?: (() => Promise<void>) | undefined;
  /** Work to run on a schedule, through the job queue. */
  readonly jobs?: readonly RecurringJob[] | undefined;
}

/**
 * One feature of the API: its routes, services and jobs, set up from the core. `createApp`
 * mounts a list of these; adding a feature adds one line there. `Extra` is what the HTTP layer
 * lets a module add beside its routes (core knows nothing of HTTP).
 */
export interface ApiModule<Handlers, Extra = object> {
  readonly name: string;
  setup(context: ModuleContext): ModuleParts<Handlers> & Extra;
}

/** What setting up a list of modules gives: every part, in the list's order. */
export interface AssembledModules<Handlers, Extra> {
  readonly handlers: Partial<Handlers>;
  readonly parts: ReadonlyArray<ModuleParts<Handlers> & Extra>;
  readonly services: Partial<Services>;
  /** A service a module provided; a programming error when none did. */
  use<Name extends keyof Services>(name: Name): Services[Name];
  /** Waits for every module's background work. */
  settle(): Promise<void>;
}

/**
 * Sets modules up in order; each sees the services of those before it. Two modules handling
 * the same route is a programming error.
 */
export function assembleModules<Handlers, Extra>(
  core: Omit<ModuleContext, "use">,
  modules: ReadonlyArray<ApiModule<Handlers, Extra>>,
): AssembledModules<Handlers, Extra> {
  const services: Partial<Services> = {};
  const handlers: Record<string, unknown> = {};
  const parts: Array<ModuleParts<Handlers> & Extra> = [];
  const context = createModuleContext(core, services);
  for (const module of modules) {
    const part = module.setup(context);
    for (const [name, handler] of Object.entries(part.routes ?? {})) {
      if (Object.hasOwn(handlers, name)) {
        throw new Error(`route ${name} is handled twice (again by the ${module.name} module)`);
      }
      handlers[name] = handler;
    }
    Object.assign(services, part.provides);
    parts.push(part);
  }
  return {
    handlers: handlers as Partial<Handlers>,
    parts,
    services,
    use: context.use,
    async settle() {
      for (const part of parts) await part.settle?.();
      await core.background.settle();
    },
  };
}

/** Builds a {@link ModuleContext} whose services are filled as modules are set up. */
export function createModuleContext(
  core: Omit<ModuleContext, "use">,
  services: Partial<Services>,
): ModuleContext {
  return {
    ...core,
    use(name) {
      const service = services[name];
      if (service === undefined) {
        throw new Error(`no module provided the "${String(name)}" service before it was used`);
      }
      return service as Services[typeof name];
    },
  };
}
