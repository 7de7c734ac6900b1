import {
  Catch,
  Controller,
  Get,
  Global,
  Module,
  Req,
  UseGuards,
  type ArgumentsHost,
  type ExceptionFilter,
  type INestApplication,
} from '@nestjs/common';
import type { HttpServer } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ExpressAdapter } from '@nestjs/platform-express';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppConfigModule, loadConfig } from '@sidequest/platform-config';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { DomainErrorException } from '@sidequest/platform-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from './authenticated-user';
import { clientAddress, type RequestWithAddress } from './client-address';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { ACCOUNT_WRITE_GATE } from './account-write-gate';
import { PlatformAuthModule } from './platform-auth.module';

const secret = 'platform-auth-test-secret-0123456789abcdef';
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: secret });
const jwt = new JwtService({});
const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: object, algorithm: 'HS256' | 'HS512' = 'HS256', key = secret) =>
  jwt.sign({ iat: now(), exp: now() + 60, ...claims }, { secret: key, algorithm });

/** What another context would write: no dependency on accounts. */
@Controller('probe')
class ProbeController {
  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthenticatedUser) {
    return user;
  }

  @Get('address')
  address(@Req() req: RequestWithAddress) {
    return { address: clientAddress(req) };
  }
}

/** A platform-neutral stand-in for the api's error filter: the guard's refusal as 401 JSON. */
@Catch(DomainErrorException)
class UnauthenticatedFilter implements ExceptionFilter {
  constructor(private readonly http: HttpServer) {}
  catch(e: DomainErrorException, host: ArgumentsHost) {
    this.http.reply(host.switchToHttp().getResponse(), { error: e.message, kind: e.domainError.kind }, 401);
  }
}

/** The guard reads no database; the write interceptor's dependencies only need to exist here. */
@Global()
@Module({
  providers: [
    { provide: MikroOrmUnitOfWork, useValue: {} },
    { provide: ACCOUNT_WRITE_GATE, useValue: {} },
  ],
  exports: [MikroOrmUnitOfWork, ACCOUNT_WRITE_GATE],
})
class NoDatabaseModule {}

@Module({
  imports: [AppConfigModule.forRoot(config), NoDatabaseModule, PlatformAuthModule],
  controllers: [ProbeController],
})
class ProbeModule {}

const platforms = {
  // Fastify fails closed on a bare hop count (`trustProxy: 1` trusts nothing), so one hop is a function.
  fastify: () => new FastifyAdapter({ trustProxy: (_address: string, hop: number) => hop < 1 }),
  express: () => {
    const adapter = new ExpressAdapter();
    adapter.set('trust proxy', 1);
    return adapter;
  },
};

describe.each(Object.keys(platforms) as (keyof typeof platforms)[])('PlatformAuthModule on %s', (platform) => {
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    app = await NestFactory.create(ProbeModule, platforms[platform](), { logger: false, abortOnError: false });
    app.useGlobalFilters(new UnauthenticatedFilter(app.getHttpAdapter()));
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app?.close();
  });

  const me = (token?: string) =>
    fetch(`${url}/probe/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets a valid HS256 bearer token through and names the user from its claims alone', async () => {
    const res = await me(sign({ sub: 'user-1', email: 'ada@example.com', jti: 'x' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId: 'user-1', email: 'ada@example.com' });
  });

  it.each([
    ['no token', undefined],
    ['another algorithm', sign({ sub: 'user-1' }, 'HS512')],
    ['another secret', sign({ sub: 'user-1' }, 'HS256', 'some-other-secret-0123456789abcdef0123')],
    ['an expired token', sign({ sub: 'user-1', iat: now() - 120, exp: now() - 60 })],
  ])('answers 401 in JSON for %s', async (_case, token) => {
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ kind: 'unauthenticated' });
  });

  it('reads the client address the platform computed, honouring trust proxy', async () => {
    const res = await fetch(`${url}/probe/address`, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(await res.json()).toEqual({ address: '203.0.113.50' });
    const direct = await fetch(`${url}/probe/address`);
    expect(await direct.json()).toEqual({ address: '127.0.0.1' });
  });
});
