import type { DynamicModule, FactoryProvider, InjectionToken, Provider, Type, ValueProvider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UserDataRegistry, type UserDataContributor } from './user-data.registry';

/** A named port: the Nest token that provides it. */
export type PortTokens<P> = { readonly [K in keyof P]-?: InjectionToken };

export interface UseCaseWiring<P, U> {
  /** The token under which the whole set of use cases is provided (one per context). */
  readonly token: InjectionToken;
  /** Each port of the domain's `build<Context>UseCases`, by name, as the token that provides it. */
  readonly ports: PortTokens<P>;
  /** The domain's composition: a named object of ports in, a named object of use cases out. */
  readonly build: (ports: P) => U;
  /** The use cases that controllers and other contexts inject by class, each with its key in `U`. */
  readonly expose?: { readonly [K in keyof U]?: Type<U[K]> };
}

/**
 * The one way a context wires its domain into Nest: the adapters are provided under named tokens,
 * this resolves them into the domain's named ports object, calls its `build<Context>UseCases` once,
 * and provides each exposed use case under its class, so handlers inject `SignUp`, not a bag.
 */
export function provideUseCases<P, U>(wiring: UseCaseWiring<P, U>): Provider[] {
  const exposed = Object.entries(wiring.expose ?? {}) as [keyof U & string, Type<unknown>][];
  return [
    { provide: wiring.token, ...resolvingPorts(wiring.ports, wiring.build) },
    ...exposed.map(([key, type]) => ({
      provide: type,
      inject: [wiring.token],
      useFactory: (useCases: U) => useCases[key],
    })),
  ];
}

/**
 * One use case under its class, over the adapters it names: for a module that offers a slice of a
 * context to a composition without the context's own module (the worker's reminder tick, say).
 * `provideUseCase(FindAccountEmail, { users: MikroOrmUserRepository })`; plain values (the clock) go in `constants`.
 */
export function provideUseCase<P, T, C extends keyof P = never>(
  useCase: new (ports: P) => T,
  ports: PortTokens<Omit<P, C>>,
  constants?: Pick<P, C>,
): FactoryProvider<T> {
  return {
    provide: useCase,
    ...resolvingPorts(ports as PortTokens<P>, (resolved) => new useCase({ ...resolved, ...constants })),
  };
}

/** Injects each named port's token and hands `make` the resolved ports under their names. */
function resolvingPorts<P, T>(ports: PortTokens<P>, make: (ports: P) => T): Omit<FactoryProvider<T>, 'provide'> {
  const names = Object.keys(ports) as (keyof P)[];
  return {
    inject: names.map((name) => ports[name]),
    useFactory: (...resolved: unknown[]) => make(Object.fromEntries(names.map((name, i) => [name, resolved[i]])) as P),
  };
}

/** A constant port (a clock, an id generator, a policy object) under a token of its own. */
export function provideValue<T>(token: InjectionToken, value: T): ValueProvider<T> {
  return { provide: token, useValue: value };
}

export interface ContextModuleWiring<P, U, C extends keyof P = never> extends Omit<
  UseCaseWiring<P, U>,
  'token' | 'ports'
> {
  /** The context's module class; the dynamic module is built for it. */
  readonly module: Type<unknown>;
  /** Its tables' entity schemas, given to `MikroOrmModule.forFeature`. */
  readonly entities: Parameters<typeof MikroOrmModule.forFeature>[0];
  /** The modules it needs besides its entities (platform auth, other contexts' public modules). */
  readonly imports?: DynamicModule['imports'];
  readonly controllers?: DynamicModule['controllers'];
  /** Its adapters and any other providers; the use cases are added by this helper. */
  readonly providers?: Provider[];
  /** Each port that an adapter provides, by name, as the token that provides it. */
  readonly ports: PortTokens<Omit<P, C>>;
  /** The ports that are plain values (the clock, the id generator), by name. */
  readonly constants?: Pick<P, C>;
  /** Its part in export and account deletion, registered with the UserDataRegistry when the module is built. */
  readonly userData?: Type<UserDataContributor>;
  readonly exports?: DynamicModule['exports'];
}

/**
 * A context's Nest module in one call: its entities, imports, controllers and adapters, its constant
 * ports, the use cases built once through `provideUseCases`, and its user-data contributor registered.
 */
export function contextModule<P, U, C extends keyof P = never>(wiring: ContextModuleWiring<P, U, C>): DynamicModule {
  const { module, entities, imports = [], controllers = [], providers = [], userData, exports = [] } = wiring;
  const constants = Object.entries(wiring.constants ?? {}).map(([name, value]) => ({
    name,
    provider: provideValue(Symbol(`${module.name} ${name}`), value),
  }));
  const ports = {
    ...wiring.ports,
    ...Object.fromEntries(constants.map(({ name, provider }) => [name, provider.provide])),
  } as PortTokens<P>;
  const registration: Provider[] = userData
    ? [
        userData,
        {
          provide: Symbol(`${module.name} user data`),
          inject: [UserDataRegistry, userData],
          useFactory: (registry: UserDataRegistry, contributor: UserDataContributor) => registry.register(contributor),
        },
      ]
    : [];
  const token = Symbol(`${module.name} use cases`);
  return {
    module,
    imports: [MikroOrmModule.forFeature(entities), ...imports],
    controllers,
    providers: [
      ...providers,
      ...constants.map(({ provider }) => provider),
      ...registration,
      ...provideUseCases({ token, ports, build: wiring.build, expose: wiring.expose }),
    ],
    exports,
  };
}
