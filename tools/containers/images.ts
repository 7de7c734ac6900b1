import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const docker = join(root, 'docker');

export interface ImageUse {
  /** The image as written, e.g. `postgres:15.13-bookworm` or `node:24.21.0-bookworm-slim`. */
  image: string;
  /** Where it is named: `docker/compose.yaml` or `docker/api.Dockerfile`. */
  file: string;
}

/** The images docker/compose.yaml runs (`image:`), in file order. */
export function composeImages(compose = readFileSync(join(docker, 'compose.yaml'), 'utf8')): string[] {
  return [...compose.matchAll(/^\s+image:\s*['"]?([^'"\s#]+)/gm)].map((m) => m[1]);
}

/** The images a Dockerfile builds from (`FROM`), leaving out its own stages. */
export function dockerfileImages(dockerfile: string): string[] {
  const stages = new Set<string>();
  const images: string[] = [];
  for (const [, image, stage] of dockerfile.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/gim)) {
    if (!stages.has(image.toLowerCase())) images.push(image);
    if (stage) stages.add(stage.toLowerCase());
  }
  return images;
}

export const dockerfiles = (): string[] => readdirSync(docker).filter((f) => f.endsWith('.Dockerfile'));

/** Every official image the shipped container files name: the one list the stand-ins are built from. */
export function shippedImages(): ImageUse[] {
  return [
    ...composeImages().map((image) => ({ image, file: 'docker/compose.yaml' })),
    ...dockerfiles().flatMap((f) =>
      dockerfileImages(readFileSync(join(docker, f), 'utf8')).map((image) => ({ image, file: `docker/${f}` })),
    ),
  ];
}

/** `axllent/mailpit:v1.27.1` -> `axllent/mailpit`; `postgres@sha256:…` -> `postgres`. */
export const repositoryOf = (image: string): string => image.replace(/@.*$/, '').replace(/:[^/]*$/, '');

/** The one image the shipped files name for `repository`; more than one (or none) is an error. */
export function shippedImage(repository: string): string {
  const names = [...new Set(shippedImages().map((u) => u.image))].filter((i) => repositoryOf(i) === repository);
  if (names.length !== 1)
    throw new Error(`docker/ should name exactly one ${repository} image, found: ${names.join(', ') || 'none'}`);
  return names[0];
}
