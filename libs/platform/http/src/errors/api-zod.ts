import { applyDecorators, Body, HttpCode, Query } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodPipe } from './zod.pipe';

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

/**
 * `@ZodBody(SignupBody) body: SignupBody`: the request body, validated once at the edge with the shared
 * schema (400 naming the field, ZodPipe) and documented in /api/docs with that same schema.
 */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema))(target, key, index);
    if (key === undefined) throw new Error('@ZodBody() decorates a parameter of a route handler');
    ApiZodBody(schema)(target, key, Object.getOwnPropertyDescriptor(target, key)!);
  };
}

/**
 * `@ZodQuery(DailyLoopZone) { timeZone }: Zone`: the query string, validated once at the edge with the
 * shared object schema (400 naming the field) and documented in /api/docs as one parameter per field,
 * with its type, enum and whether it is required from that same schema; `descriptions` says what each means.
 * Type the parameter with a plain type, not the schema's own name: the decorator metadata would otherwise
 * name the zod value, which OpenAPI would try to read as a class.
 */
export function ZodQuery<S extends z.ZodObject>(
  schema: S,
  descriptions: Partial<Record<keyof z.infer<S> & string, string>> = {},
): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key, index);
    if (key === undefined) throw new Error('@ZodQuery() decorates a parameter of a route handler');
    const json = openApiSchema(schema) as { properties?: Record<string, object>; required?: string[] };
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    for (const [name, field] of Object.entries(json.properties ?? {}))
      ApiQuery({
        name,
        required: json.required?.includes(name) ?? false,
        schema: field,
        description: descriptions[name as keyof typeof descriptions],
      })(target, key, descriptor);
  };
}

/**
 * A route's success answer, stated once: the status it sends (HttpCode) is the status /api/docs
 * shows, with the body's shared schema when there is one.
 */
export const Answers = (status: number, description: string, schema?: z.ZodType) =>
  applyDecorators(
    HttpCode(status),
    schema ? ApiZodResponse(status, description, schema) : ApiResponse({ status, description }),
  );

/** The other answers a route documents (its errors, a 304), one line instead of one decorator each. */
export const ApiResponses = (...responses: ApiResponseOptions[]) =>
  applyDecorators(...responses.map((r) => ApiResponse(r)));
