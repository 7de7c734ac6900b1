import { Global, Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { describe, expect, it } from 'vitest';
import { contextModule, provideUseCase, provideUseCases, provideValue } from './use-case-wiring';
import { UserDataRegistry } from './user-data.registry';

class Greet {
  constructor(private readonly deps: { greeting: string; names: Names }) {}
  run(id: number) {
    return `${this.deps.greeting}, ${this.deps.names.of(id)}`;
  }
}
class Count {
  constructor(private readonly names: Names) {}
  run() {
    return this.names.size;
  }
}
@Injectable()
class Names {
  readonly size = 2;
  of(id: number) {
    return ['Ada', 'Lin'][id];
  }
}
const GREETING = Symbol('GREETING');
const USE_CASES = Symbol('USE_CASES');
interface Ports {
  greeting: string;
  names: Names;
}
const build = (ports: Ports) => ({ greet: new Greet(ports), count: new Count(ports.names) });

describe('provideUseCases', () => {
  it('builds the use cases once from named ports and provides each exposed one under its class', async () => {
    @Module({
      providers: [
        Names,
        provideValue(GREETING, 'Hello'),
        ...provideUseCases({
          token: USE_CASES,
          ports: { greeting: GREETING, names: Names },
          build,
          expose: { greet: Greet, count: Count },
        }),
      ],
    })
    class Context {}
    const app = await Test.createTestingModule({ imports: [Context] }).compile();
    expect(app.get(Greet).run(1)).toBe('Hello, Lin');
    expect(app.get(Count).run()).toBe(2);
    const all = app.get<ReturnType<typeof build>>(USE_CASES);
    expect(all.greet).toBe(app.get(Greet));
  });
});

describe('provideUseCase', () => {
  it('provides one use case under its class over the named adapters and constants', async () => {
    @Module({ providers: [Names, provideUseCase(Greet, { names: Names }, { greeting: 'Hey' })], exports: [Greet] })
    class Slice {}
    const app = await Test.createTestingModule({ imports: [Slice] }).compile();
    expect(app.get(Greet).run(1)).toBe('Hey, Lin');
  });
});

describe('contextModule', () => {
  it('builds the use cases, provides the adapters and registers the user-data contributor', async () => {
    @Injectable()
    class Contributor {
      readonly name = 'greetings';
      async exportUserData() {
        return {};
      }
      async deleteUserData() {}
    }
    @Global()
    @Module({ providers: [UserDataRegistry], exports: [UserDataRegistry] })
    class Registry {}
    @Module({})
    class Context {}
    const app = await Test.createTestingModule({
      imports: [
        Registry,
        contextModule({
          module: Context,
          entities: [],
          providers: [Names],
          userData: Contributor,
          ports: { names: Names },
          constants: { greeting: 'Hi' },
          build,
          expose: { greet: Greet },
        }),
      ],
    }).compile();
    await app.init();
    expect(app.get(Greet).run(0)).toBe('Hi, Ada');
    expect(app.get(UserDataRegistry).contributors).toEqual([app.get(Contributor)]);
  });
});
