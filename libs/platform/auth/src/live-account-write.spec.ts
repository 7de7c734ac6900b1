import 'reflect-metadata';
import { Controller, Delete, Get, Post } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { describe, expect, it } from 'vitest';
import { LiveAccountInterceptor, LiveAccountWrite, WriteGuardExempt } from './live-account.interceptor';

@LiveAccountWrite()
@Controller('probe')
class ProbeController {
  @Get()
  read() {}

  @Post()
  create() {}

  @Delete(':id')
  remove() {}

  @Post('ask')
  @WriteGuardExempt('writes nothing of the user')
  ask() {}

  helper() {}
}

const interceptors = (target: object) => Reflect.getMetadata(INTERCEPTORS_METADATA, target) as unknown[] | undefined;

describe('LiveAccountWrite on a controller', () => {
  it('guards each write handler and leaves reads, exempt writes and non-routes with no interceptor at all', () => {
    const proto = ProbeController.prototype;
    expect(interceptors(proto.create)).toEqual([LiveAccountInterceptor]);
    expect(interceptors(proto.remove)).toEqual([LiveAccountInterceptor]);
    expect(interceptors(proto.read)).toBeUndefined();
    expect(interceptors(proto.ask)).toBeUndefined();
    expect(interceptors(proto.helper)).toBeUndefined();
    expect(interceptors(ProbeController)).toBeUndefined();
  });
});
