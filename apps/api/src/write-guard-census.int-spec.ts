import type { Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { LiveAccountInterceptor, WRITE_GUARD_EXEMPT } from '@sidequest/platform-auth';
import { ROUTE_ACCESS } from '@sidequest/platform-http';
import { describe, expect, it } from 'vitest';
import { useApiContext } from './testing/api-context';

// The census of the write guard: every handler of the api's own composition that writes (not GET, HEAD
// or OPTIONS) and may have a signed-in user runs inside LiveAccountInterceptor, or says why not with
// @WriteGuardExempt. A new write handler without either fails here, so the guard cannot be forgotten.

const api = useApiContext('sq_write_guard');

const READS = new Set([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

interface WriteHandler {
  name: string;
  guarded: boolean;
  exempt: string | undefined;
}

function writeHandlers(): WriteHandler[] {
  const controllers = new Set<Type>();
  for (const module of api.app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) controllers.add(wrapper.metatype as Type);
  const handlers: WriteHandler[] = [];
  for (const controller of controllers) {
    const proto = controller.prototype as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(proto)) {
      const fn = proto[key];
      if (key === 'constructor' || typeof fn !== 'function') continue;
      if (Reflect.getMetadata(PATH_METADATA, fn) === undefined) continue;
      if (READS.has(Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod)) continue;
      const access = Reflect.getMetadata(ROUTE_ACCESS, fn) ?? Reflect.getMetadata(ROUTE_ACCESS, controller);
      if (access === 'public') continue;
      const interceptors = [
        ...((Reflect.getMetadata(INTERCEPTORS_METADATA, controller) as unknown[]) ?? []),
        ...((Reflect.getMetadata(INTERCEPTORS_METADATA, fn) as unknown[]) ?? []),
      ];
      handlers.push({
        name: `${controller.name}.${key}`,
        guarded: interceptors.includes(LiveAccountInterceptor),
        exempt: Reflect.getMetadata(WRITE_GUARD_EXEMPT, fn) ?? Reflect.getMetadata(WRITE_GUARD_EXEMPT, controller),
      });
    }
  }
  return handlers.sort((a, b) => a.name.localeCompare(b.name));
}

describe('the write guard census', () => {
  it('every signed-in write handler is guarded or says why not', () => {
    const handlers = writeHandlers();
    expect(handlers.filter((h) => h.guarded && !h.exempt).length).toBeGreaterThanOrEqual(15);
    expect(handlers.filter((h) => !h.guarded && !h.exempt).map((h) => h.name)).toEqual([]);
  });

  it('the exemptions are the reviewed ones', () => {
    // A new exemption is a decision: add it here with its reason in @WriteGuardExempt.
    expect(
      writeHandlers()
        .filter((h) => h.exempt)
        .map((h) => h.name),
    ).toEqual([
      'AccountDataController.remove',
      'AuthController.change',
      'BillingController.createCheckout',
      'BillingController.createPortal',
      'FeedbackController.feedback',
      'PlansController.generate',
      'QuestsController.generate',
      'QuestsController.generateOne',
    ]);
  });
});
