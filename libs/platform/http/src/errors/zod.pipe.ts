import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** A body, query or param that does not match its shared contract. */
export class ValidationException extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues[0]?.message ?? 'Invalid input');
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new ValidationException(
    parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })),
  );
}

/** `@Body(new ZodPipe(SignupBody))`: validation happens once, at the edge, with the shared schema. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    return parseWith(this.schema, value);
  }
}
