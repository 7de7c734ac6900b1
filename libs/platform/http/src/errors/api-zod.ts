import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';

/** The shared contract as OpenAPI schema, so /api/docs shows exactly what the edge validates. */
export function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}

export const ApiZodBody = (schema: z.ZodType) => ApiBody({ schema: openApiSchema(schema) });

export const ApiZodResponse = (status: number, description: string, schema: z.ZodType) =>
  applyDecorators(ApiResponse({ status, description, schema: openApiSchema(schema) }));
